import type { Task, TransitionName } from '../api/order-types';
import { useInstance, useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { type ComponentType, useState } from '../lib/preact';
import { Button, buttonSheet } from './button';
import { formatFen } from './money';
import type { TaskActionProps } from './task-action';

/**
 * Transitions another screen takes: modifyFee asks for a new fee and shows the taker the
 * lowering asked of them with the poster's reason, both answers side by side; the coupon is
 * picked on selectCoupon (below: only where that screen exists).
 */
const ELSEWHERE: Partial<Record<TransitionName, string>> = {
  evaluate: 'evaluateServer',
  'modify-fee': 'modifyFee',
  'accept-fee-change': 'modifyFee',
  'decline-fee-change': 'modifyFee',
  'change-coupon': 'selectCoupon',
};

/** The states in which a raised fee's top-up can be paid (pay_in.php `info=topup`). */
const TOP_UP_STATES: readonly Task['status'][] = ['paid', 'in_service', 'delivered'];

/** The move that takes the task forward, drawn as the primary button. */
const FORWARD: readonly TransitionName[] = ['accept', 'start', 'deliver', 'confirm', 'evaluate'];

export const taskButtonsSheet: Sheet = {
  id: 'task-buttons',
  css: `
.mp-task-btns{display:flex;flex-wrap:wrap;gap:8px}
.mp-task-btns .mp-btn{flex:1 1 auto;min-height:36px;padding:0 12px;font-size:14px}
`,
};

export interface TaskButtonsProps {
  task: Task;
  /** Whose buttons: `task.actions` were computed for this role by the server. */
  side: 'poster' | 'taker';
  /** The task after a transition; null when the screen was stale and must load it again. */
  onChange(task: Task | null): void;
}

/**
 * The buttons of a task: exactly `task.actions` (the server's `allowedTransitions` for the
 * caller), labelled `lifecycle.action.<name>`, plus "Pay" for a poster whose task awaits
 * payment and "Pay the top-up" for a poster whose raised fee waits for its difference.
 * Evaluating, changing the fee, answering a lowered fee and changing the coupon open their
 * screens; every other transition opens its form (ui/task-action, a lazy chunk fetched on the
 * first tap). Changing the coupon shows only where the coupon picker (selectCoupon) exists.
 * After the poster accepts, the payment screen opens.
 *
 * @example <TaskButtons task={task} side="taker" onChange={(next) => (next ? setTask(next) : reload())} />
 */
export function TaskButtons({ task, side, onChange }: TaskButtonsProps) {
  const t = useT();
  const { router } = useInstance();
  useStyles(buttonSheet, taskButtonsSheet);
  const [open, setOpen] = useState<{ name: TransitionName; Form: ComponentType<TaskActionProps> } | null>(
    null,
  );
  const pay = () => router.navigateTo('orderPay', { id: task.id });
  const topUp =
    side === 'poster' && TOP_UP_STATES.includes(task.status) ? (task.fee_change?.difference_fen ?? 0) : 0;
  const awaiting = side === 'poster' && task.status === 'awaiting_payment';
  // Coupons cannot be picked until selectCoupon is built: no button that leads nowhere.
  const actions = task.actions.filter((name) => name !== 'change-coupon' || router.route('selectCoupon'));

  const start = (name: TransitionName) => {
    const screen = ELSEWHERE[name];
    if (screen) router.navigateTo(screen, { id: task.id });
    else void import('./task-action').then((m) => setOpen({ name, Form: m.TaskAction }));
  };

  if (!actions.length && !awaiting && topUp <= 0) return null;
  return (
    <div class="mp-task-btns">
      {awaiting && (
        <Button variant="primary" onClick={pay}>
          {t('taskAction.pay')}
        </Button>
      )}
      {topUp > 0 && (
        <Button
          variant="primary"
          onClick={() => router.navigateTo('orderPay', { id: task.id, info: 'topup' })}
        >
          {t('taskAction.payTopup', { amount: formatFen(topUp) })}
        </Button>
      )}
      {actions.map((name) => (
        <Button
          key={name}
          variant={FORWARD.includes(name) ? 'primary' : 'default'}
          onClick={() => start(name)}
        >
          {t(`lifecycle.action.${name}`)}
        </Button>
      ))}
      {open && (
        <open.Form
          task={task}
          name={open.name}
          side={side}
          onClose={() => setOpen(null)}
          onDone={(next) => {
            setOpen(null);
            if (next && open.name === 'accept' && side === 'poster') pay();
            onChange(next);
          }}
        />
      )}
    </div>
  );
}
