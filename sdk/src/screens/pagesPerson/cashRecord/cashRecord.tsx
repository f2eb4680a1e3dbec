import { cancelTransfer, getWithdrawals, type Withdrawal } from '../../../api/endpoints/wallet';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button, buttonSheet } from '../../../ui/button';
import { errorText } from '../../../ui/errors';
import logInIcon from '../../../ui/icons/log-in';
import walletIcon from '../../../ui/icons/wallet';
import { LoadMoreList } from '../../../ui/load-more-list';
import { NavBar } from '../../../ui/nav-bar';
import { Dialog } from '../../../ui/popup';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState } from '../../../ui/states';
import { usePageShown } from '../../../ui/use-page-shown';
import { WithdrawalRow } from '../../../ui/withdrawal-row';
import { sheet } from './styles';

/**
 * Every withdrawal of the person, newest first, with its state; one that waits for the
 * person's confirmation can be cancelled (after a confirm step: the money is available again)
 * and, in the sandbox, confirmed on its page. Coming back to this page reloads the list.
 */
export default function CashRecord() {
  const t = useT();
  useStyles(buttonSheet, sheet);
  const { api, router, session, toast } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const [round, setRound] = useState(0);
  const [cancelling, setCancelling] = useState<Withdrawal | null>(null);
  const [busy, setBusy] = useState(false);
  usePageShown(() => setRound((n) => n + 1));

  async function cancel() {
    if (!cancelling || busy) return;
    setBusy(true);
    try {
      await cancelTransfer(quietApi(api), cancelling.out_bill_no);
      toast(t('cashRecord.cancelled'));
    } catch (err) {
      toast(errorText(err, t));
    } finally {
      setBusy(false);
      setCancelling(null);
      setRound((n) => n + 1);
    }
  }

  return (
    <div class="mp-page">
      <NavBar title={t('cashRecord.title')} />
      <div class="mp-body">
        {token ? (
          <LoadMoreList<Withdrawal>
            key={`${token.token}-${round}`}
            label={t('cashRecord.title')}
            load={(page) => getWithdrawals(api, page)}
            itemKey={(w) => w.out_bill_no}
            render={(w) => (
              <WithdrawalRow withdrawal={w}>
                {w.status === 'waiting' && w.sandbox_url && (
                  <a
                    class="mp-btn mp-btn--primary"
                    href={w.sandbox_url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('cashRecord.confirm')}
                  </a>
                )}
                {w.cancellable && (
                  <Button variant="danger" onClick={() => setCancelling(w)}>
                    {t('cashRecord.cancel')}
                  </Button>
                )}
              </WithdrawalRow>
            )}
            empty={
              <EmptyState icon={walletIcon} text={t('cashRecord.empty')}>
                <Button variant="primary" onClick={() => router.navigateTo('/pagesPerson/cashOut/cashOut')}>
                  {t('cashRecord.cashOut')}
                </Button>
              </EmptyState>
            }
          />
        ) : (
          <EmptyState icon={logInIcon} text={t('cashRecord.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('cashRecord.login')}
            </Button>
          </EmptyState>
        )}
        <Dialog
          open={cancelling !== null}
          title={t('cashRecord.cancelTitle')}
          message={t('cashRecord.cancelBody')}
          danger
          busy={busy}
          onConfirm={cancel}
          onCancel={() => setCancelling(null)}
        />
      </div>
    </div>
  );
}

export { default as messages } from './messages';
