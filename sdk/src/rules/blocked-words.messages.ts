import {
  type BlockedCategory,
  type BlockedWordsLocale,
  type BlockedWordsMessages,
  blockedWordsLocale,
} from './blocked-words.js';
import en from './i18n/en.js';
import es from './i18n/es.js';
import fr from './i18n/fr.js';
import zhHans from './i18n/zh-Hans.js';
import zhHant from './i18n/zh-Hant.js';

/** Blocked-words messages, en. */
export const BLOCKED_WORDS_EN = en;
/** Blocked-words messages, es. */
export const BLOCKED_WORDS_ES = es;
/** Blocked-words messages, fr. */
export const BLOCKED_WORDS_FR = fr;
/** Blocked-words messages, zh-Hans. */
export const BLOCKED_WORDS_ZH_HANS = zhHans;
/** Blocked-words messages, zh-Hant. */
export const BLOCKED_WORDS_ZH_HANT = zhHant;

/**
 * What a refused text is told, per locale and rule. The texts name the rule, never the word,
 * and say what to do. The server answers with them (the `msg` of a code-0 envelope); the SDK
 * fetches the one locale it shows (`loadBlockedWordsMessages` of blocked-words.ts).
 */
export const BLOCKED_WORDS_MESSAGES: Record<BlockedWordsLocale, BlockedWordsMessages> = {
  en: BLOCKED_WORDS_EN,
  es: BLOCKED_WORDS_ES,
  fr: BLOCKED_WORDS_FR,
  'zh-Hans': BLOCKED_WORDS_ZH_HANS,
  'zh-Hant': BLOCKED_WORDS_ZH_HANT,
};

/**
 * The message for a refused text, in `locale` (a region tag like `zh-CN` or `fr-CA` falls
 * back to its language, then English).
 *
 * @example blockedWordsMessage('qq', 'zh-Hans') // '内容包含QQ号，任务支付前请勿交换联系方式'
 */
export function blockedWordsMessage(category: BlockedCategory, locale: string): string {
  return BLOCKED_WORDS_MESSAGES[blockedWordsLocale(locale)][category];
}
