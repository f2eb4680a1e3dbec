import { newActionKey } from '../../../api/endpoints/tasks';
import { getWithdrawRules, startTransfer, type Withdrawal } from '../../../api/endpoints/wallet';
import { ApiError } from '../../../api/transport';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { LOGIN_ROUTE } from '../../../config';
import { type ComponentChildren, useRef, useState } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { Button, buttonSheet } from '../../../ui/button';
import { Cell, cellSheet } from '../../../ui/cell';
import { errorText } from '../../../ui/errors';
import { Field } from '../../../ui/field';
import logInIcon from '../../../ui/icons/log-in';
import walletIcon from '../../../ui/icons/wallet';
import { formatFen, parseYuan } from '../../../ui/money';
import { NavBar } from '../../../ui/nav-bar';
import { Dialog } from '../../../ui/popup';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { usePageShown } from '../../../ui/use-page-shown';
import { sheet } from './styles';

const CASH_RECORD = '/pagesPerson/cashRecord/cashRecord';

/**
 * Cash-out: the available balance and the limits (minimum, daily maximum, what is left today),
 * the amount in yuan (checked here, then by the server), a confirm step, then the transfer:
 * one idempotency key per confirmed amount, so a retry after a lost answer starts nothing new.
 * The money then waits for the person's confirmation of receipt: in the sandbox on its page
 * (a link, opened in a new tab), in WeChat in WeChat. An open withdrawal blocks a new one.
 */
export default function CashOut() {
  const t = useT();
  useStyles(buttonSheet, cellSheet, sheet);
  const { api, router, session } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const quiet = quietApi(api);
  const rules = useLoad(() => (token ? getWithdrawRules(api) : Promise.resolve(null)), [token?.token]);
  usePageShown(rules.reload);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<Withdrawal | null>(null);
  const key = useRef<{ fen: number; key: string } | null>(null);

  const page = (body: ComponentChildren) => (
    <div class="mp-page">
      <NavBar title={t('cashOut.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );

  if (!token) {
    return page(
      <EmptyState icon={logInIcon} text={t('cashOut.loggedOut')}>
        <Button
          variant="primary"
          onClick={() => router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) })}
        >
          {t('cashOut.login')}
        </Button>
      </EmptyState>,
    );
  }
  const r = rules.data;
  if (!r) {
    return page(rules.error ? <ErrorState message={rules.error} onRetry={rules.reload} /> : <Loading />);
  }
  if (r.provider === 'none') return page(<EmptyState icon={walletIcon} text={t('cashOut.unavailable')} />);

  const records = (
    <Button block onClick={() => router.navigateTo(CASH_RECORD)}>
      {t('cashOut.records')}
    </Button>
  );
  const waiting = started ?? r.open;
  if (waiting) {
    return page(
      <div class="mp-cash__step" role="status">
        <p class="mp-cash__amount">{formatFen(waiting.amount_fen)}</p>
        <p>{t(started ? 'cashOut.started' : 'cashOut.open')}</p>
        {waiting.status === 'waiting' && waiting.sandbox_url ? (
          <>
            <p>{t('cashOut.confirmOnPage')}</p>
            <a
              class="mp-btn mp-btn--primary mp-btn--block"
              href={waiting.sandbox_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('cashOut.openPage')}
            </a>
          </>
        ) : (
          <p>{t(waiting.status === 'waiting' ? 'cashOut.confirmInWechat' : 'cashOut.processing')}</p>
        )}
        {records}
      </div>,
    );
  }

  const check = (): number | null => {
    const fen = parseYuan(amount);
    if (fen === null) return fail(t('cashOut.invalid'));
    if (fen < r.min_fen) return fail(t('cashOut.belowMin', { min: formatFen(r.min_fen) }));
    if (fen > r.available_fen)
      return fail(t('cashOut.aboveAvailable', { available: formatFen(r.available_fen) }));
    if (fen > r.today_left_fen) return fail(t('cashOut.aboveDaily', { left: formatFen(r.today_left_fen) }));
    setError('');
    return fen;
  };
  function fail(message: string): null {
    setError(message);
    return null;
  }

  async function confirm() {
    const fen = parseYuan(amount);
    if (fen === null || busy) return;
    // The same amount confirmed again (after a lost answer) keeps its key: the server answers the first.
    if (key.current?.fen !== fen) key.current = { fen, key: newActionKey() };
    setBusy(true);
    try {
      setStarted(await startTransfer(quiet, fen, key.current.key));
      key.current = null;
    } catch (err) {
      setError(errorText(err, t));
      if (err instanceof ApiError && err.status !== undefined && err.status < 500) {
        key.current = null;
        rules.reload();
      }
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  const fen = parseYuan(amount);
  return page(
    <>
      <section class="mp-cash" aria-label={t('cashOut.balance')}>
        <p class="mp-cash__label">{t('cashOut.available')}</p>
        <p class="mp-cash__amount">{formatFen(r.available_fen)}</p>
      </section>
      <div class="mp-group">
        <Cell label={t('cashOut.min')} value={formatFen(r.min_fen)} />
        <Cell label={t('cashOut.dailyMax')} value={formatFen(r.daily_max_fen)} />
        <Cell label={t('cashOut.todayLeft')} value={formatFen(r.today_left_fen)} />
      </div>
      <Field
        label={t('cashOut.amount')}
        value={amount}
        onInput={setAmount}
        inputMode="decimal"
        placeholder={t('cashOut.placeholder')}
        maxLength={12}
        error={error || null}
        after={
          <button
            type="button"
            class="mp-link"
            onClick={() => setAmount((Math.min(r.available_fen, r.today_left_fen) / 100).toFixed(2))}
          >
            {t('cashOut.all')}
          </button>
        }
      />
      <p class="mp-cash__hint">{t('cashOut.arrives')}</p>
      <Button variant="primary" block onClick={() => check() !== null && setAsking(true)}>
        {t('cashOut.submit')}
      </Button>
      {records}
      <Dialog
        open={asking}
        title={t('cashOut.confirmTitle', { amount: fen === null ? '' : formatFen(fen) })}
        message={t('cashOut.confirmBody')}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>,
  );
}

export { default as messages } from './messages';
