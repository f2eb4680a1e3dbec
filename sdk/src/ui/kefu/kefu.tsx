import type { AuditRow } from '../../api/endpoints/kefu';
import { useInstance, useStyles, useT } from '../../app/context';
import type { Sheet } from '../../app/sheets';
import { type ComponentChildren, useState } from '../../lib/preact';
import { useStore } from '../../lib/use-store';
import { Button, buttonSheet } from '../button';
import { formatChatTime } from '../chat-time';
import { errorText, isAborted } from '../errors';
import { fieldSheet, Textarea } from '../field';
import { BORDER, MUTED, RADIUS, SURFACE } from '../theme';

/** The console's shared pieces: sections, the audit list, and an action that asks for a reason. */
export const kefuSheet: Sheet = {
  id: 'kefu',
  css: `
.mp-kf__sec{margin:12px 0;padding:12px 16px;background:${SURFACE};border-radius:${RADIUS}}
.mp-kf__sec h2{margin:0 0 8px;font-size:15px}
.mp-kf__list{margin:0;padding:0;list-style:none}
.mp-kf__row{display:flex;justify-content:space-between;gap:8px;padding:6px 0;border-bottom:1px solid ${BORDER};font-size:14px}
.mp-kf__row:last-child{border-bottom:0}
.mp-kf__meta{color:${MUTED};font-size:12px}
.mp-kf__act{margin:8px 0}
.mp-kf__err{color:var(--mp-danger,#c4281c);font-size:13px;margin:4px 0}
.mp-kf__item{padding:8px 0;border-bottom:1px solid ${BORDER}}
.mp-kf__item:last-child{border-bottom:0}
.mp-kf__photo{display:block;max-width:160px;max-height:120px;margin:6px 0;border-radius:${RADIUS}}
`,
};

/** A titled card of the console. */
export function Section({ title, children }: { title: string; children: ComponentChildren }) {
  useStyles(kefuSheet);
  return (
    <section class="mp-kf__sec">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Unix seconds as the reader's locale says a date and time. */
export function useWhen(): (seconds: number) => string {
  const locale = useStore(useInstance().i18n.$locale);
  return (seconds) => formatChatTime(seconds, locale, true);
}

/**
 * The audit log's rows, newest first: the action, the reason, who and when. `empty` when none.
 *
 * @example <AuditList rows={trade.audit} empty={t('kefuTrade.noAudit')} />
 */
export function AuditList({ rows, empty }: { rows: AuditRow[]; empty: string }) {
  useStyles(kefuSheet);
  const when = useWhen();
  if (rows.length === 0) return <p class="mp-kf__meta">{empty}</p>;
  return (
    <ul class="mp-kf__list" aria-label="audit">
      {rows.map((row) => (
        <li key={row.id} class="mp-kf__row">
          <span>
            <strong>{row.action}</strong> {row.reason}
          </span>
          <span class="mp-kf__meta">
            {row.actor_level} #{row.actor_id ?? '-'} · {when(row.created_at)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface ReasonActionProps {
  /** The button that opens the form, then submits it. */
  label: string;
  variant?: 'primary' | 'default' | 'danger';
  /** Fields the action needs besides the reason (an amount, a number of days). */
  children?: ComponentChildren;
  /** The box's label, when what is typed is not a reason (an answer the person reads). */
  reasonLabel?: string;
  /** What an empty box says, when what is typed is not a reason. */
  requiredText?: string;
  /** Runs with the reason typed; a rejection shows inline and keeps what was typed. */
  onSubmit: (reason: string) => Promise<void>;
}

/**
 * A kefu action that needs a reason (1 to 140 characters): a button that opens a reason box,
 * then does the action. Errors show under it; the reason stays.
 */
export function ReasonAction({
  label,
  variant = 'default',
  children,
  reasonLabel,
  requiredText,
  onSubmit,
}: ReasonActionProps) {
  const t = useT();
  useStyles(buttonSheet, fieldSheet, kefuSheet);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <div class="mp-kf__act">
        <Button variant={variant} onClick={() => setOpen(true)}>
          {label}
        </Button>
      </div>
    );
  }
  const submit = async () => {
    if (reason.trim() === '') {
      setError(requiredText ?? t('kefu.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
      setReason('');
      setOpen(false);
    } catch (err) {
      if (!isAborted(err)) setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="mp-kf__act">
      {children}
      <Textarea label={reasonLabel ?? t('kefu.reason')} value={reason} onInput={setReason} rows={2} />
      {error && (
        <p class="mp-kf__err" role="alert">
          {error}
        </p>
      )}
      <Button variant={variant} loading={busy} onClick={submit}>
        {label}
      </Button>{' '}
      <Button onClick={() => setOpen(false)}>{t('kefu.cancel')}</Button>
    </div>
  );
}
