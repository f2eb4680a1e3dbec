import {
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
  reportItem,
} from '../../api/endpoints/community';
import { useApi, useInstance, useStyles, useT } from '../../app/context';
import { useState } from '../../lib/preact';
import { Button, buttonSheet } from '../button';
import { errorText } from '../errors';
import { Textarea } from '../field';
import { Popup } from '../popup';
import { quietApi } from '../quiet-api';
import { communitySheet } from './styles';

/**
 * "Report" and its sheet: a reason (spam, inappropriate, illegal, other with a note), sent
 * once; three different people's reports hide the item until customer service decides.
 *
 * @example <ReportButton kind="article" id={article.id} />
 */
export function ReportButton({ kind, id, label }: { kind: ReportKind; id: number; label?: string }) {
  const t = useT();
  useStyles(buttonSheet, communitySheet);
  const api = useApi();
  const inst = useInstance();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!reason) return setError(t('community.reportChoose'));
    if (reason === 'other' && note.trim() === '') return setError(t('community.reportNoteNeeded'));
    setBusy(true);
    setError(null);
    try {
      await reportItem(quietApi(api), { kind, id, reason, note: note.trim() });
      setOpen(false);
      inst.toast(t('community.reported'));
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" class="mp-link" onClick={() => setOpen(true)}>
        {label ?? t('community.report')}
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title={t('community.reportTitle')}>
        <fieldset class="mp-cm-report" aria-label={t('community.reportTitle')}>
          {REPORT_REASONS.map((r) => (
            <button
              key={r}
              type="button"
              class="mp-cm-chip"
              aria-pressed={reason === r}
              onClick={() => setReason(r)}
            >
              {t(`community.reason${r[0]?.toUpperCase()}${r.slice(1)}`)}
            </button>
          ))}
          <Textarea label={t('community.reportNote')} value={note} onInput={setNote} error={error} rows={3} />
          <Button variant="primary" block loading={busy} onClick={send}>
            {t('community.reportSend')}
          </Button>
        </fieldset>
      </Popup>
    </>
  );
}
