import { getTask } from '../../../api/endpoints/tasks';
import type { Task } from '../../../api/order-types';
import { useInstance, useT } from '../../../app/context';
import { useMemo } from '../../../lib/preact';
import { useStore } from '../../../lib/use-store';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { formatTime } from './task-card';

export interface TimelineProps {
  /** The task as the page has it: its log is loaded again each time the page loads it again. */
  task: Task;
  /** The caller's user id: their own records read "You". */
  me: number;
}

/**
 * A task's history (a lazy chunk of orderDetail): every transition of its log, oldest first,
 * as a past-tense event (`lifecycle.event.<transition>`), who took it (you, the customer, the
 * provider, support or the system), when, and the reason given.
 */
export function Timeline({ task: shown, me }: TimelineProps) {
  const t = useT();
  const { api, i18n } = useInstance();
  const locale = useStore(i18n.$locale);
  const quiet = useMemo(() => quietApi(api), [api]);
  const task = useLoad(() => getTask(quiet, shown.id), [shown]);
  if (task.error) return <ErrorState message={task.error} onRetry={task.reload} />;
  if (!task.data) return <Loading />;
  return (
    <ol class="mp-od__log" aria-label={t('orderDetail.history')}>
      {task.data.log.map((r) => (
        <li key={`${r.at}-${r.transition}-${r.to}`}>
          <span class="mp-od__grow">
            {t(`lifecycle.event.${r.transition}`)}
            {r.reason && <span class="mp-od__reason">{r.reason}</span>}
          </span>
          <span class="mp-muted">
            {r.actor_id === me ? t('orderDetail.you') : t(`lifecycle.role.${r.actor_role}`)} ·{' '}
            {formatTime(r.at, locale)}
          </span>
        </li>
      ))}
    </ol>
  );
}
