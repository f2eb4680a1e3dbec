import { getIncomeRecord, getWallet, getWithdrawals, type IncomeEntry } from '../../../api/endpoints/wallet';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { WALLET_CLEARANCE_SECONDS } from '../../../rules/task-lifecycle';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/date-format';
import logInIcon from '../../../ui/icons/log-in';
import walletIcon from '../../../ui/icons/wallet';
import { LoadMoreList } from '../../../ui/load-more-list';
import { formatFen } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { usePageShown } from '../../../ui/use-page-shown';
import { WithdrawalRow } from '../../../ui/withdrawal-row';
import { sheet } from './styles';

const DAY_SECONDS = 86_400;
const CASH_OUT = '/pagesPerson/cashOut/cashOut';
const CASH_RECORD = '/pagesPerson/cashRecord/cashRecord';
/** Postings with a text of their own; any other kind reads as a task's settlement. */
const KIND_KEYS: Readonly<Record<string, string>> = {
  'wallet-clearance': 'walletView.kindClearance',
  'withdrawal-requested': 'walletView.kindRequested',
  'withdrawal-succeeded': 'walletView.kindSucceeded',
  'withdrawal-failed': 'walletView.kindFailed',
  'withdrawal-cancelled': 'walletView.kindCancelled',
};
const BUCKET_KEYS = {
  pending: 'walletView.bucketPending',
  available: 'walletView.bucketAvailable',
  frozen: 'walletView.bucketFrozen',
} as const;

/**
 * The wallet: what can be withdrawn, what is clearing, what is being withdrawn and everything
 * ever earned, each summed from the ledger by the server; then the wallet's entries or the
 * withdrawals. Cash out and the withdrawal records open from here; coming back reloads.
 */
export default function WalletView() {
  const t = useT();
  useStyles(sheet);
  const { api, router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const locale = useStore(useInstance().i18n.$locale);
  const [tab, setTab] = useState<'income' | 'withdrawals'>('income');
  const [round, setRound] = useState(0);
  const wallet = useLoad(() => (token ? getWallet(api) : Promise.resolve(null)), [token?.token, round]);
  usePageShown(() => setRound((n) => n + 1));

  if (!token) {
    return (
      <div class="mp-page">
        <NavBar title={t('walletView.title')} />
        <div class="mp-body">
          <EmptyState icon={logInIcon} text={t('walletView.loggedOut')}>
            <Button
              variant="primary"
              onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
            >
              {t('walletView.login')}
            </Button>
          </EmptyState>
        </div>
      </div>
    );
  }

  const kind = (e: IncomeEntry) => t(KIND_KEYS[e.transition] ?? 'walletView.kindTask');
  const bucket = (e: IncomeEntry) => t(BUCKET_KEYS[e.bucket]);
  const date = (at: number) => formatDate(at, locale, { dateStyle: 'medium' });
  const w = wallet.data;

  return (
    <div class="mp-page">
      <NavBar title={t('walletView.title')} />
      <div class="mp-body">
        {w ? (
          <section class="mp-wallet" aria-label={t('walletView.balances')}>
            <p class="mp-wallet__label">{t('walletView.available')}</p>
            <p class="mp-wallet__available">{formatFen(w.available_fen)}</p>
            <dl class="mp-wallet__buckets">
              <div>
                <dt>{t('walletView.pending')}</dt>
                <dd>{formatFen(w.pending_fen)}</dd>
              </div>
              <div>
                <dt>{t('walletView.frozen')}</dt>
                <dd>{formatFen(w.frozen_fen)}</dd>
              </div>
              <div>
                <dt>{t('walletView.total')}</dt>
                <dd>{formatFen(w.income_total_fen)}</dd>
              </div>
            </dl>
            <p class="mp-wallet__hint">
              {t('walletView.pendingHint', { days: WALLET_CLEARANCE_SECONDS / DAY_SECONDS })}
            </p>
            <div class="mp-wallet__actions">
              <Button variant="primary" onClick={() => router.navigateTo(CASH_OUT)}>
                {t('walletView.cashOut')}
              </Button>
              <Button onClick={() => router.navigateTo(CASH_RECORD)}>{t('walletView.records')}</Button>
            </div>
          </section>
        ) : wallet.error ? (
          <ErrorState message={wallet.error} onRetry={wallet.reload} />
        ) : (
          <Loading />
        )}
        <div class="mp-wallet__tabs" role="tablist">
          {(['income', 'withdrawals'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              class={`mp-wallet__tab${tab === name ? ' mp-wallet__tab--on' : ''}`}
              onClick={() => setTab(name)}
            >
              {t(name === 'income' ? 'walletView.income' : 'walletView.withdrawals')}
            </button>
          ))}
        </div>
        {tab === 'income' ? (
          <LoadMoreList<IncomeEntry>
            key={`income-${round}`}
            label={t('walletView.income')}
            load={(page) => getIncomeRecord(api, page)}
            itemKey={(e) => e.id}
            render={(e) => (
              <div class="mp-income">
                <p class="mp-income__title">{e.title || kind(e)}</p>
                <span class={`mp-income__amount${e.amount_fen < 0 ? ' mp-income__amount--out' : ''}`}>
                  {e.amount_fen > 0 ? '+' : ''}
                  {formatFen(e.amount_fen)}
                </span>
                <p class="mp-income__meta">
                  {kind(e)} · {bucket(e)} · {date(e.created_at)}
                </p>
              </div>
            )}
            empty={<EmptyState icon={walletIcon} text={t('walletView.noIncome')} />}
          />
        ) : (
          <LoadMoreList
            key={`withdrawals-${round}`}
            label={t('walletView.withdrawals')}
            load={(page) => getWithdrawals(api, page)}
            itemKey={(w) => w.out_bill_no}
            render={(w) => <WithdrawalRow withdrawal={w} />}
            empty={<EmptyState icon={walletIcon} text={t('walletView.noWithdrawals')} />}
          />
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
