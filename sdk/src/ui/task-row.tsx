import type { Task } from '../api/order-types';
import { useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import type { ComponentChildren } from '../lib/preact';
import { formatFen } from './money';
import { TaskButtons } from './task-buttons';
import { BORDER, DANGER, MUTED, ON_PRIMARY, PRIMARY, RADIUS, SURFACE } from './theme';

/** A task in the poster's lists: the taker, the price on the table, offers, state, buttons, links. */
export const taskRowSheet: Sheet = {
  id: 'task-row',
  css: `
.mp-trow{margin:0 0 10px;padding:12px 14px;border-radius:${RADIUS};background:${SURFACE}}
.mp-trow__top{display:flex;align-items:center;gap:10px;margin:0 0 10px}
.mp-trow__face{display:flex;flex:none;align-items:center;justify-content:center;width:40px;height:40px;overflow:hidden;border-radius:50%;background:${PRIMARY};color:${ON_PRIMARY};font-weight:600}
.mp-trow__face img{width:100%;height:100%;object-fit:cover}
.mp-trow__main{flex:1;min-width:0}
.mp-trow__name{display:block;overflow:hidden;font-weight:600;white-space:nowrap;text-overflow:ellipsis}
.mp-trow__sub{color:${MUTED};font-size:13px}
.mp-trow__price{flex:none;color:${DANGER};font-weight:600;text-align:right}
.mp-trow__state{display:block;color:${MUTED};font-size:12px;font-weight:400}
.mp-trow__links{display:flex;flex-wrap:wrap;gap:8px;margin-top:8px;padding-top:8px;border-top:1px solid ${BORDER}}
`,
};

export interface TaskRowProps {
  task: Task;
  /** After a transition or a stale answer: the list is loaded again. */
  onChange(task: Task | null): void;
  /** Links under the buttons (open the bargaining, the details, the chat). */
  children?: ComponentChildren;
}

/**
 * One taker's task as the poster sees it in bargainingList and receiverList: avatar and
 * name, how many offers were made, the price on the table and the state, the poster's
 * buttons (`TaskButtons`: exactly `task.actions`, plus "Pay" while it awaits payment), links.
 *
 * @example <TaskRow task={task} onChange={reload}><button class="mp-link">...</button></TaskRow>
 */
export function TaskRow({ task, onChange, children }: TaskRowProps) {
  const t = useT();
  useStyles(taskRowSheet);
  const name = task.taker.s_username;
  return (
    <div class="mp-trow">
      <div class="mp-trow__top">
        <span class="mp-trow__face" aria-hidden="true">
          {task.taker.face ? (
            <img src={task.taker.face} alt="" />
          ) : (
            (Array.from(name.trim())[0] ?? '?').toUpperCase()
          )}
        </span>
        <span class="mp-trow__main">
          <span class="mp-trow__name">{name}</span>
          <span class="mp-trow__sub">{t('taskAction.offers', { n: task.rounds.length })}</span>
        </span>
        <span class="mp-trow__price">
          {formatFen(task.price_fen)}
          <span class="mp-trow__state">{t(`lifecycle.task.${task.status}`)}</span>
        </span>
      </div>
      <TaskButtons task={task} side="poster" onChange={onChange} />
      {children && <div class="mp-trow__links">{children}</div>}
    </div>
  );
}
