import { type Message, refuseOrder } from '../../../api/endpoints/chat';
import { useInstance, useT } from '../../../app/context';
import { useState } from '../../../lib/preact';
import { Button } from '../../../ui/button';
import { errorText, isAborted } from '../../../ui/errors';
import { Textarea } from '../../../ui/field';
import { Popup } from '../../../ui/popup';
import { quietApi } from '../../../ui/quiet-api';

export interface DeclineProps {
  /** The task card being declined; null: closed. */
  m: Message | null;
  /** The blocked-words check: the refusal text, or null when the reason may be sent. */
  check: (text: string) => Promise<string | null>;
  /** Closed: with the system message the server wrote, or nothing when cancelled. */
  onDone: (system?: Message) => void;
}

/** Declining a task card with a reason (1-140 characters, blocked words checked first). */
export function Decline({ m, check, onDone }: DeclineProps) {
  const t = useT();
  const { api } = useInstance();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    const content = reason.trim();
    if (!m || busy) return;
    const problem = content ? await check(content) : t('chatView.reasonRequired');
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const sys = await refuseOrder(quietApi(api), m.chat_id, content);
      setReason('');
      setError('');
      onDone(sys);
    } catch (err) {
      if (!isAborted(err)) setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Popup open={!!m} onClose={() => onDone()} title={t('chatView.refuseTitle')}>
      <Textarea
        label={t('chatView.reasonLabel')}
        value={reason}
        error={error}
        placeholder={t('chatView.reasonPlaceholder')}
        onInput={(v) => {
          setReason(v);
          setError('');
        }}
      />
      <div class="mp-popup__actions">
        <Button onClick={() => onDone()}>{t('common.cancel')}</Button>
        <Button variant="danger" loading={busy} onClick={submit}>
          {t('chatView.refuse')}
        </Button>
      </div>
    </Popup>
  );
}
