import { describe, expect, test } from 'vitest';
import { ORDER_STATES, ROLES, TASK_STATES, TRANSITION_NAMES } from '../../rules/task-lifecycle';
import { createI18n, type InlineMessages } from '../index';
import { screenTexts } from '../screens';
import en from './en';

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

  test('come with every screen’s texts beyond the first load, beside a screen’s own, in every locale', async () => {
    const own: InlineMessages = {
      en: { 'thingView.title': 'Order' },
      es: async () => ({ default: { 'thingView.title': 'Pedido' } }),
      fr: async () => ({ default: { 'thingView.title': 'Commande' } }),
      'zh-Hans': async () => ({ default: { 'thingView.title': '订单' } }),
      'zh-Hant': async () => ({ default: { 'thingView.title': '訂單' } }),
    };
    const i18n = createI18n();
    await Promise.all([i18n.addMessages(own), i18n.addMessages(screenTexts)]);
    expect(i18n.t('lifecycle.task.paid')).toBe('Paid, to start');
    await i18n.setLocale('zh-Hans');
    expect(i18n.t('thingView.title')).toBe('订单');
    expect(i18n.t('lifecycle.task.delivered')).toBe('已交付，待验收');
    await i18n.setLocale('zh-Hant');
    expect(i18n.t('lifecycle.role.poster')).toBe('委託方');
  });
});
