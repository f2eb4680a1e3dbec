import type { TaskChanged } from '../../kernel/events.js';

/**
 * The events a person must not miss, each a setting they can turn off (docs/notifications.md).
 * `withdrawalFinished` comes from `withdrawal.finished` (a withdrawal succeeded or failed).
 */
export const NOTIFICATION_KINDS = [
  'offer',
  'accepted',
  'paid',
  'delivered',
  'confirmReminder',
  'cancelRequested',
  'disputeResolved',
  'withdrawalFinished',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** What the notifications need to know about the task an event is about. */
export interface TaskFacts {
  poster_id: number;
  taker_id: number;
  title: string;
  price_fen: number;
}

export interface PlannedNotification {
  kind: NotificationKind;
  userId: number;
  params: [string, string][];
}

/** Titles are cut to what an SMS or subscribe-message variable holds. */
const TITLE_MAX = 20;

/** 8000 fen -> "80.00". */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/**
 * Who hears about `event`, and what: the other party of a quote, a counter-offer, an
 * acceptance at the price or a cancellation asked; the taker of an acceptance; both of a
 * payment and of a decided dispute; the poster of a delivery. Anything else tells no one.
 */
export function planNotifications(event: TaskChanged, task: TaskFacts): PlannedNotification[] {
  const title: [string, string] = ['title', [...task.title].slice(0, TITLE_MAX).join('')];
  const amount: [string, string] = ['amount', yuan(task.price_fen)];
  const other =
    event.actor.role === 'poster'
      ? [task.taker_id]
      : event.actor.role === 'taker'
        ? [task.poster_id]
        : [task.poster_id, task.taker_id];
  const to = (kind: NotificationKind, users: number[], params: [string, string][]) =>
    users.map((userId) => ({ kind, userId, params }));
  switch (event.transition) {
    case 'quote':
    case 'accept-at-price':
      return to('offer', [task.poster_id], [title, amount]);
    case 'counter':
      return to('offer', other, [title, amount]);
    case 'accept':
      return to('accepted', [task.taker_id], [title, amount]);
    case 'paid':
      return to('paid', [task.taker_id, task.poster_id], [title, amount]);
    case 'deliver':
      return to('delivered', [task.poster_id], [title]);
    case 'request-cancel':
      return to('cancelRequested', other, [title]);
    case 'resolve-release':
    case 'resolve-refund':
    case 'resolve-split':
      return to(
        'disputeResolved',
        [task.poster_id, task.taker_id],
        [title, ['result', event.transition.slice(8)]],
      );
    default:
      return [];
  }
}

/** A reminder to confirm a delivery (`task.reminded`): for the poster, who has to confirm. */
export function planReminder(task: TaskFacts): PlannedNotification[] {
  return [
    {
      kind: 'confirmReminder',
      userId: task.poster_id,
      params: [['title', [...task.title].slice(0, TITLE_MAX).join('')]],
    },
  ];
}
