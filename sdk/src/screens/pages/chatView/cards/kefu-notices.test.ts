import { describe, expect, test } from 'vitest';
import { format, type TParams } from '../../../../i18n';
import { systemText } from './cards';
import en from './i18n/en';
import es from './i18n/es';
import fr from './i18n/fr';
import zhHans from './i18n/zh-Hans';
import zhHant from './i18n/zh-Hant';

const catalogs = { en, es, fr, 'zh-Hans': zhHans, 'zh-Hant': zhHant };
const tOf = (catalog: Record<string, string>) => (key: string, params?: TParams) =>
  catalog[key] === undefined ? key : format(catalog[key] as string, params);
const line = (key: string, params: Record<string, string | number>) =>
  JSON.stringify({ key: `chat.system.${key}`, params });

/** kefu.told's messages (reference-app/server, docs/kefu-api.md "Who is told"). */
const NOTICES = [
  line('kefu_restricted', { restriction: 'post', days: 3, reason: 'Spam.' }),
  line('kefu_restricted', { restriction: 'ban', reason: 'Fraud.' }),
  line('kefu_lifted', { restriction: 'take', reason: 'Cleared.' }),
  line('kefu_share', { share_bp: 1200, reason: 'Partner.' }),
  line('kefu_order_corrected', { title: 'Fix a tap', reason: 'Typo.' }),
  line('kefu_order_removed', { title: 'Fix a tap', reason: 'Duplicate.' }),
  line('kefu_coupon_granted', { price_fen: 1000 }),
  line('kefu_coupon_changed', { title: 'Fix a tap', reason: 'Wrong coupon.' }),
];

describe('kefu’s notices in the chat', () => {
  test('say what was decided, for how long, with the reason apart', () => {
    const t = tOf(en);
    expect(systemText(NOTICES[0] as string, t)).toEqual({
      text: 'Support suspended posting orders on your account (for 3 days)',
      reason: 'Spam.',
    });
    expect(systemText(NOTICES[1] as string, t).text).toBe(
      'Support suspended posting orders and taking tasks on your account (until further notice)',
    );
    expect(systemText(NOTICES[3] as string, t).text).toBe(
      'Support set the platform commission on your earnings to 12%',
    );
    expect(systemText(NOTICES[6] as string, t).text).toContain('10.00');
  });

  test.each(Object.entries(catalogs))(
    'every notice has its own text in %s, no placeholder left',
    (_, catalog) => {
      const t = tOf(catalog);
      for (const notice of NOTICES) {
        const { text } = systemText(notice, t);
        expect(text).not.toBe(t('chatView.sysNotice'));
        expect(text).not.toMatch(/[{}]|chatView\./);
      }
    },
  );
});
