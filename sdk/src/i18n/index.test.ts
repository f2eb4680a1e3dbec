import { describe, expect, test } from 'vitest';
import { createI18n, format, normalizeLocale } from './index';

describe('i18n runtime', () => {
  test.each([
    ['en', 'en'],
    ['EN-us', 'en'],
    ['es-MX', 'es'],
    ['fr', 'fr'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh_SG', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['de', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('normalizes %s to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  test('fills {name} placeholders and leaves unknown ones', () => {
    expect(format('timeout of {ms} ms exceeded', { ms: 30000 })).toBe('timeout of 30000 ms exceeded');
    expect(format('Hi {who}', {})).toBe('Hi {who}');
  });

  test('starts in en and switches at runtime with a lazy catalog', async () => {
    const i18n = createI18n();
    expect(i18n.t('error.network')).toBe('Network Error');
    await i18n.setLocale('fr');
    expect(i18n.$locale.get()).toBe('fr');
    expect(i18n.t('common.tabHome')).toBe('Accueil');
    await i18n.setLocale('en');
    expect(i18n.t('common.tabHome')).toBe('Home');
  });

  test('falls back to en per missing key, then to the key itself', async () => {
    const i18n = createI18n();
    await i18n.setLocale('es');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('error.timeout', { ms: 5 })).not.toContain('{ms}');
  });

  test('the last switch wins when two race', async () => {
    const i18n = createI18n();
    const a = i18n.setLocale('zh-Hant');
    const b = i18n.setLocale('es');
    await Promise.all([a, b]);
    expect(i18n.$locale.get()).toBe('es');
  });

  test('two runtimes do not share a locale', async () => {
    const a = createI18n();
    const b = createI18n();
    await a.setLocale('fr');
    expect(b.$locale.get()).toBe('en');
  });
});
