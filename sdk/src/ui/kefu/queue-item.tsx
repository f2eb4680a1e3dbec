import {
  answerKefuFeedback,
  moderateKefu,
  type QueueItem,
  reviewKefuBusiness,
  reviewKefuCertificate,
} from '../../api/endpoints/kefu';
import { useApi, useStyles, useT } from '../../app/context';
import { useState } from '../../lib/preact';
import { Button, buttonSheet } from '../button';
import { errorText, isAborted } from '../errors';
import { kefuSheet, ReasonAction, useWhen } from './kefu';

/** A feedback's type as the queue carries it (`complaint_order`) -> `kefu.feedbackComplaintOrder`. */
const feedbackTypeKey = (type: string) =>
  `kefu.feedback${type.replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`;

export interface QueueItemProps {
  /** The queue it waits in: `reports` tells a reported business from one to verify. */
  queue: string;
  item: QueueItem;
  /** Opens a task or a person in the console. */
  onOpen: (what: 'task' | 'user', id: number) => void;
  /** The item was settled: the queue reloads and it leaves. */
  onSettled: () => void;
}

/**
 * One waiting item of kefuOperation with its actions right there: a certificate approved or
 * rejected, a business verified or rejected, reported content removed or restored (each with a
 * reason), feedback answered; a task opens kefuTask. Once settled, `onSettled` reloads the queue.
 */
export function QueueItemRow({ queue, item, onOpen, onSettled }: QueueItemProps) {
  const t = useT();
  useStyles(buttonSheet, kefuSheet);
  const api = useApi();
  const when = useWhen();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = item.record_id;
  const done = async (action: Promise<unknown>) => {
    await action;
    onSettled();
  };
  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      await done(reviewKefuCertificate(api, { id, decision: 'approve' }));
    } catch (err) {
      if (!isAborted(err)) setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  const reported = queue === 'reports';
  const kind = item.record_type as 'article' | 'comment' | 'business';
  return (
    <div class="mp-kf__item" data-queue-item={`${item.record_type}-${id}`}>
      <div class="mp-kf__row">
        <span>
          #{id} {item.record_type === 'feedback' ? t(feedbackTypeKey(item.title)) : item.title}
        </span>
        <span class="mp-kf__meta">{when(item.since)}</span>
      </div>
      {item.detail && <p class="mp-kf__meta">{item.detail}</p>}
      {item.photo && <img class="mp-kf__photo" src={item.photo} alt={item.title} loading="lazy" />}
      {item.record_type === 'task' && (
        <Button onClick={() => onOpen('task', id)}>{t('kefu.openTask')}</Button>
      )}
      {item.user_id !== null && (
        <Button onClick={() => onOpen('user', item.user_id ?? 0)}>{t('kefu.openUser')}</Button>
      )}
      {item.record_type === 'certificate' && (
        <>
          <div class="mp-kf__act">
            <Button variant="primary" loading={busy} onClick={approve}>
              {t('kefu.approve')}
            </Button>
          </div>
          {error && (
            <p class="mp-kf__err" role="alert">
              {error}
            </p>
          )}
          <ReasonAction
            label={t('kefu.reject')}
            variant="danger"
            onSubmit={(reason) => done(reviewKefuCertificate(api, { id, decision: 'reject', reason }))}
          />
        </>
      )}
      {item.record_type === 'business' && !reported && (
        <>
          <ReasonAction
            label={t('kefu.verify')}
            variant="primary"
            onSubmit={(reason) => done(reviewKefuBusiness(api, { id, decision: 'verify', reason }))}
          />
          <ReasonAction
            label={t('kefu.reject')}
            variant="danger"
            onSubmit={(reason) => done(reviewKefuBusiness(api, { id, decision: 'reject', reason }))}
          />
        </>
      )}
      {reported && (
        <>
          <ReasonAction
            label={t('kefu.remove')}
            variant="danger"
            onSubmit={(reason) => done(moderateKefu(api, { kind, id, decision: 'remove', reason }))}
          />
          <ReasonAction
            label={t('kefu.restore')}
            onSubmit={(reason) => done(moderateKefu(api, { kind, id, decision: 'restore', reason }))}
          />
        </>
      )}
      {item.record_type === 'feedback' && (
        <ReasonAction
          label={t('kefu.answer')}
          variant="primary"
          reasonLabel={t('kefu.answerText')}
          requiredText={t('kefu.answerRequired')}
          onSubmit={(answer) => done(answerKefuFeedback(api, { id, answer }))}
        />
      )}
    </div>
  );
}
