import { getAddresses } from '../../../api/endpoints/addresses';
import { createOrder, getCategories, type OrderInput } from '../../../api/endpoints/orders';
import type { Address, Category } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useEffect, useMemo, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import type { GuidesStore } from '../../../stores/guides';
import { Button } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import logInIcon from '../../../ui/icons/log-in';
import { NavBar } from '../../../ui/nav-bar';
import { usePick } from '../../../ui/picks';
import { Popup } from '../../../ui/popup';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { OfferedCoupons } from './coupons';
import { type FormModule, orderDraft } from './store';
import { sheet } from './styles';

/** The form's chunk (its texts came with this screen's); a failed fetch says so plainly. */
const loadForm = (): Promise<FormModule> =>
  import('../../../ui/order-form').catch(() => {
    throw new Error('');
  });

/** The draft's address: its text, and where it is (the coupons offered depend on the place). */
const draftAddress = (a: Address) => ({
  id: a.id,
  text: `${a.region} ${a.detail}`,
  longitude: a.longitude,
  latitude: a.latitude,
});

/**
 * Place a task order: the shared order form (ui/order-form, its own chunk) over a draft that
 * survives leaving the screen. Category from selectProject (`?goods_categorize_id=` or a pick),
 * address from manageAddress (the default one preselected). Publishing sends the draft's
 * idempotency key, so a double tap or a retry never posts twice; then the order opens.
 * Once a category is chosen, the coupons to claim for it (and the address's place) show above
 * the button (./coupons).
 * A short guide explains the steps on first use (guide flag `deliver_guide`).
 */
export default function DeliverOrder() {
  const t = useT();
  useStyles(sheet);
  const inst = useInstance();
  const route = useRoute();
  const token = useStore(inst.session.$token);
  const form = useLoad(() => loadForm(), []);

  let body = null;
  if (!token) {
    body = (
      <EmptyState icon={logInIcon} text={t('deliverOrder.loggedOut')}>
        <Button
          variant="primary"
          onClick={() => inst.router.navigateTo(LOGIN_ROUTE, { redirect: inst.router.href(route) })}
        >
          {t('deliverOrder.login')}
        </Button>
      </EmptyState>
    );
  } else if (form.data) {
    body = <Deliver form={form.data} />;
  } else if (form.error) {
    body = <ErrorState message={form.error} onRetry={form.reload} />;
  } else {
    body = <Loading />;
  }
  return (
    <div class="mp-page">
      <NavBar title={t('deliverOrder.title')} />
      {body}
    </div>
  );
}

function Deliver({ form }: { form: FormModule }) {
  const t = useT();
  const inst = useInstance();
  const { router, api, session } = inst;
  const { query } = useRoute();
  const quiet = useMemo(() => quietApi(api), [api]);
  const draft = useMemo(() => orderDraft(inst, form), [form]);
  const fields = useStore(draft.$fields);
  const photos = draft.photos;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const guides = useLoad(() => session.guides(), []);
  const patch = (change: Parameters<typeof draft.patch>[0]) => {
    draft.patch(change);
    setError(null);
  };

  usePick<Category>('category', (c) => patch({ category: { id: c.id, name: c.name } }));
  // An address made on the way (manageAddress, then editAddress) comes back here with its place.
  usePick<Address>('address', (a) => patch({ address: draftAddress(a) }));

  // The default address, when the draft has none yet.
  const addresses = useLoad(() => getAddresses(quiet), []);
  useEffect(() => {
    const list = addresses.data ?? [];
    const a = list.find((x) => x.is_default) ?? list[0];
    if (a && !draft.$fields.get().address) patch({ address: draftAddress(a) });
  }, [addresses.data]);

  // A category chosen on selectProject or iconProject (`?goods_categorize_id=`): named from the list.
  const wanted = Number(query.goods_categorize_id) || 0;
  const categories = useLoad(() => (wanted ? getCategories(quiet) : Promise.resolve([])), [wanted]);
  useEffect(() => {
    const c = categories.data?.find((x) => x.id === wanted);
    if (c) patch({ category: { id: c.id, name: c.name } });
  }, [categories.data]);

  async function publish(order: OrderInput) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const created = await createOrder(quiet, order, draft.key);
      draft.clear();
      router.redirectTo('orderDetail', { id: created.id }); // this page stays busy until it goes
    } catch (err) {
      sending.current = false;
      setBusy(false);
      if (!isAborted(err)) setError(errorText(err, t));
    }
  }

  return (
    <div class="mp-body">
      <form.OrderForm
        value={fields}
        onChange={patch}
        photos={photos}
        submitText={t('deliverOrder.publish')}
        busy={busy}
        error={error}
        onSubmit={publish}
        onCategory={() =>
          router.navigateTo('selectProject', {
            pick: '1',
            ...(fields.category ? { selected: String(fields.category.id) } : {}),
          })
        }
        onAddress={() => router.navigateTo('manageAddress', { pick: '1' })}
        extra={
          fields.category && (
            <OfferedCoupons api={quiet} categoryId={fields.category.id} place={placeOf(fields.address)} />
          )
        }
      />
      {guides.data && <Guide store={guides.data} />}
    </div>
  );
}

/** Where the draft's address is, when it says (a draft saved before coordinates were kept does not). */
function placeOf(a: { longitude?: number; latitude?: number } | null) {
  return a?.longitude !== undefined && a.latitude !== undefined
    ? { longitude: a.longitude, latitude: a.latitude }
    : null;
}

/** The steps of posting, once: dismissing it (button, mask or Escape) sets `deliver_guide`. */
function Guide({ store }: { store: GuidesStore }) {
  const t = useT();
  const seen = useStore(store.$guides).deliver_guide;
  const close = () => store.setGuide('deliver_guide', true);
  return (
    <Popup open={!seen} onClose={close} title={t('deliverOrder.guideTitle')} position="center">
      <ol class="mp-deliver__steps">
        <li>{t('deliverOrder.guideWhat')}</li>
        <li>{t('deliverOrder.guideWhere')}</li>
        <li>{t('deliverOrder.guidePrice')}</li>
        <li>{t('deliverOrder.guideAfter')}</li>
      </ol>
      <Button variant="primary" block onClick={close}>
        {t('deliverOrder.guideOk')}
      </Button>
    </Popup>
  );
}

export { default as messages } from './messages';
