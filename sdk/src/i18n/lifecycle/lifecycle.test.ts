import { describe, expect, test } from 'vitest';
import { ORDER_STATES, ROLES, TASK_STATES, TRANSITION_NAMES } from '../../rules/task-lifecycle';
import { createI18n, type ScreenMessages } from '../index';
import { mergeMessages } from '../merge';
import en from './en';
import { lifecycleMessages } from './messages';

describe('lifecycle texts', () => {
  test('name every task state, order state, transition (as a button and as a log line) and role', () => {
    const wanted = [
      ...TASK_STATES.map((s) => `lifecycle.task.${s}`),
      ...ORDER_STATES.map((s) => `lifecycle.order.${s}`),
      ...TRANSITION_NAMES.flatMap((n) => [`lifecycle.action.${n}`, `lifecycle.event.${n}`]),
      ...ROLES.map((r) => `lifecycle.role.${r}`),
    ];
    expect(wanted.filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !wanted.includes(k))).toEqual([]);
  });

  test('merge with a screen’s own texts in every locale', async () => {
    const own: ScreenMessages = {
      en: { 'orderDetail.title': 'Order' },
      es: async () => ({ default: { 'orderDetail.title': 'Pedido' } }),
      fr: async () => ({ default: { 'orderDetail.title': 'Commande' } }),
      'zh-Hans': async () => ({ default: { 'orderDetail.title': '订单' } }),
      'zh-Hant': async () => ({ default: { 'orderDetail.title': '訂單' } }),
    };
    const i18n = createI18n();
    await i18n.addMessages(mergeMessages(own, lifecycleMessages));
    expect(i18n.t('lifecycle.task.paid')).toBe('Paid, to start');
    await i18n.setLocale('zh-Hans');
    expect(i18n.t('orderDetail.title')).toBe('订单');
    expect(i18n.t('lifecycle.task.delivered')).toBe('已交付，待验收');
    await i18n.setLocale('zh-Hant');
    expect(i18n.t('lifecycle.role.poster')).toBe('委託方');
  });
});
