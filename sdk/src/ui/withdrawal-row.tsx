import type { Withdrawal } from '../api/endpoints/wallet';
import { useInstance, useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import type { ComponentChildren } from '../lib/preact';
import { useStore } from '../lib/use-store';
import { formatDate } from './date-format';
import { formatFen } from './money';
import { BORDER, DANGER, MUTED, PRIMARY, SURFACE } from './theme';

export const withdrawalRowSheet: Sheet = {
  id: 'withdrawal-row',
  css: `
.mp-wd{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;padding:12px 16px;background:${SURFACE};border-bottom:1px solid ${BORDER}}
.mp-wd__title{flex:1;margin:0;font-size:15px;font-weight:600}
.mp-wd__amount{font-weight:600}
.mp-wd__meta{flex-basis:100%;margin:0;color:${MUTED};font-size:13px}
.mp-wd__state{flex-basis:100%;margin:0;font-size:14px}
.mp-wd__state--pending,.mp-wd__state--waiting,.mp-wd__state--cancelling{color:${PRIMARY}}
.mp-wd__state--failed,.mp-wd__state--cancelled{color:${DANGER}}
.mp-wd__state--succeeded{color:${MUTED}}
.mp-wd__actions{display:flex;gap:8px;flex-basis:100%;justify-content:flex-end}
`,
};

/**
 * One withdrawal: amount, state, when it was asked and when it ended; `children` are its
 * actions (cancel, open the sandbox's confirmation page).
 */
export function WithdrawalRow({
  withdrawal: w,
  children,
}: {
  withdrawal: Withdrawal;
  children?: ComponentChildren;
}) {
  const t = useT();
  useStyles(withdrawalRowSheet);
  const locale = useStore(useInstance().i18n.$locale);
  const date = (at: number) => formatDate(at, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div class="mp-wd">
      <p class="mp-wd__title">{t('withdrawalRow.title')}</p>
      <span class="mp-wd__amount">{formatFen(w.amount_fen)}</span>
      <p class={`mp-wd__state mp-wd__state--${w.status}`}>{t(`withdrawalRow.${w.status}`)}</p>
      <p class="mp-wd__meta">
        {t('withdrawalRow.started', { date: date(w.created_at) })}
        {w.finished_at !== null && ` · ${t('withdrawalRow.finished', { date: date(w.finished_at) })}`}
      </p>
      {children && <div class="mp-wd__actions">{children}</div>}
    </div>
  );
}
