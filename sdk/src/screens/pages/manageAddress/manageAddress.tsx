import {
  ADDRESS_MAX,
  deleteAddress,
  getAddresses,
  setDefaultAddress,
} from '../../../api/endpoints/addresses';
import type { Address } from '../../../api/order-types';
import { useApi, useInstance, useRoute, useRouter, useStyles, useT } from '../../../app/context';
import { useEffect, useRef, useState } from '../../../lib/preact';
import { Button, buttonSheet } from '../../../ui/button';
import mapPinIcon from '../../../ui/icons/map-pin';
import { NavBar } from '../../../ui/nav-bar';
import { putPick } from '../../../ui/picks';
import { Dialog } from '../../../ui/popup';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

/**
 * The caller's addresses, the default first: add, edit, delete (confirmed), make one the
 * default. Opened with `{ pick: '1' }` (deliverOrder), a tap hands the address back.
 */
export default function ManageAddress() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const inst = useInstance();
  const api = useApi();
  const router = useRouter();
  const page = useRoute();
  const picking = page.query.pick === '1';
  const list = useLoad(() => getAddresses(api), [api]);
  const [asking, setAsking] = useState<Address | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const reload = useRef(list.reload);
  reload.current = list.reload;

  // Back from editAddress (or any page above): the list may have changed.
  useEffect(() => {
    let onTop = true;
    return router.$stack.listen((stack) => {
      const top = stack[stack.length - 1]?.key === page.key;
      if (top && !onTop) reload.current();
      onTop = top;
    });
  }, [router, page.key]);

  async function act(id: number, run: () => Promise<unknown>, done: string) {
    setBusy(id);
    try {
      await run();
      inst.toast(t(done));
      list.reload();
    } catch {
      // the transport has toasted why (the list stays as it was)
    } finally {
      setBusy(null);
      setAsking(null);
    }
  }

  const open = (a: Address) => {
    if (!picking) return router.navigateTo('editAddress', { id: a.id });
    putPick(router, 'address', a);
    router.navigateBack();
  };
  const add = () => router.navigateTo('editAddress');
  const items = list.data ?? [];
  const full = items.length >= ADDRESS_MAX;

  return (
    <div class="mp-page">
      <NavBar title={t(picking ? 'manageAddress.pickTitle' : 'manageAddress.title')} />
      <div class="mp-body">
        {list.error && !list.data ? (
          <ErrorState message={list.error} onRetry={list.reload} />
        ) : !list.data ? (
          <Loading />
        ) : !items.length ? (
          <EmptyState icon={mapPinIcon} text={t('manageAddress.empty')}>
            <p class="mp-muted">{t('manageAddress.emptyHint')}</p>
            <Button variant="primary" onClick={add}>
              {t('manageAddress.add')}
            </Button>
          </EmptyState>
        ) : (
          <>
            {picking && <p class="mp-muted">{t('manageAddress.pickHint')}</p>}
            <ul class="mp-addrs">
              {items.map((a) => (
                <li key={a.id} class="mp-addr">
                  <button type="button" class="mp-addr__main" onClick={() => open(a)}>
                    <span class="mp-addr__who">
                      <strong>{a.name}</strong> <span class="mp-addr__tel">{a.tel}</span>
                      {a.is_default && <span class="mp-addr__tag">{t('manageAddress.default')}</span>}
                    </span>
                    <span class="mp-addr__where">
                      {a.region} {a.detail}
                    </span>
                  </button>
                  <div class="mp-addr__acts">
                    {!a.is_default && (
                      <button
                        type="button"
                        class="mp-link"
                        disabled={busy === a.id}
                        onClick={() =>
                          act(a.id, () => setDefaultAddress(api, a.id), 'manageAddress.defaultSet')
                        }
                      >
                        {t('manageAddress.setDefault')}
                      </button>
                    )}
                    <button
                      type="button"
                      class="mp-link"
                      onClick={() => router.navigateTo('editAddress', { id: a.id })}
                    >
                      {t('manageAddress.edit')}
                    </button>
                    <button type="button" class="mp-link mp-addr__del" onClick={() => setAsking(a)}>
                      {t('manageAddress.delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            {full && (
              <p class="mp-muted" role="note">
                {t('manageAddress.limit', { max: ADDRESS_MAX })}
              </p>
            )}
            <Button variant="primary" block disabled={full} onClick={add}>
              {t('manageAddress.add')}
            </Button>
          </>
        )}
      </div>
      <Dialog
        open={!!asking}
        title={t('manageAddress.deleteTitle')}
        message={asking ? `${asking.name} ${asking.region} ${asking.detail}` : ''}
        confirmText={t('manageAddress.delete')}
        danger
        busy={busy !== null}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          asking && act(asking.id, () => deleteAddress(api, asking.id), 'manageAddress.deleted')
        }
      />
    </div>
  );
}

export { default as messages } from './messages';
