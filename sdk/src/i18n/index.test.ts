import { describe, expect, test } from 'vitest';
import { type Catalog, createI18n, format, normalizeLocale, type ScreenMessages } from './index';

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

  test('$t is a new translate function with every displayed catalog', async () => {
    const i18n = createI18n();
    const first = i18n.$t.get();
    expect(first('common.tabHome')).toBe('Home');
    await i18n.setLocale('fr');
    const second = i18n.$t.get();
    expect(second).not.toBe(first);
    expect(second('common.tabHome')).toBe('Accueil');
  });

  test('two runtimes do not share a locale', async () => {
    const a = createI18n();
    const b = createI18n();
    await a.setLocale('fr');
    expect(b.$locale.get()).toBe('en');
  });

  describe('screen catalogs', () => {
    const chunk = (catalog: Catalog) => () => Promise.resolve({ default: catalog });
    const fakeScreen = (overrides: Partial<ScreenMessages> = {}): ScreenMessages => ({
      en: { 'fakeScreen.title': 'Wallet', 'fakeScreen.only': 'Only in English' },
      es: chunk({ 'fakeScreen.title': 'Cartera' }),
      fr: chunk({ 'fakeScreen.title': 'Portefeuille' }),
      'zh-Hans': chunk({ 'fakeScreen.title': '钱包' }),
      'zh-Hant': chunk({ 'fakeScreen.title': '錢包' }),
      ...overrides,
    });

    test('shows a screen in the current locale once its chunk is in, with en per missing key', async () => {
      const i18n = createI18n();
      await i18n.setLocale('fr');
      const screen = fakeScreen();
      await i18n.addMessages(screen);
      expect(i18n.t('fakeScreen.title')).toBe('Portefeuille');
      expect(i18n.t('fakeScreen.only')).toBe('Only in English');
      expect(i18n.t('common.tabHome')).toBe('Accueil');
    });

    test('a locale switch reloads the texts of every screen added so far', async () => {
      const i18n = createI18n();
      await i18n.addMessages(fakeScreen());
      expect(i18n.t('fakeScreen.title')).toBe('Wallet');
      await i18n.setLocale('zh-Hant');
      expect(i18n.t('fakeScreen.title')).toBe('錢包');
      expect(i18n.t('common.tabHome')).not.toBe('Home');
    });

    test('loads each screen chunk once per locale', async () => {
      const i18n = createI18n();
      let fetches = 0;
      const screen = fakeScreen({
        es: () => {
          fetches++;
          return Promise.resolve({ default: { 'fakeScreen.title': 'Cartera' } });
        },
      });
      await i18n.setLocale('es');
      await i18n.addMessages(screen);
      await i18n.addMessages(screen);
      await i18n.setLocale('en');
      await i18n.setLocale('es');
      expect(fetches).toBe(1);
      expect(i18n.t('fakeScreen.title')).toBe('Cartera');
    });

    test('a screen chunk that cannot be fetched leaves its en texts', async () => {
      const i18n = createI18n();
      const error = console.error;
      console.error = () => {};
      try {
        await i18n.setLocale('es');
        await i18n.addMessages(fakeScreen({ es: () => Promise.reject(new Error('chunk gone')) }));
      } finally {
        console.error = error;
      }
      expect(i18n.$locale.get()).toBe('es');
      expect(i18n.t('fakeScreen.title')).toBe('Wallet');
    });

    describe('without inline English (the shared set of i18n/screens)', () => {
      const fetched: string[] = [];
      const sharedSet = (failing: string[] = []): ScreenMessages => {
        const load = (locale: string, title: string) => () => {
          fetched.push(locale);
          return failing.includes(locale)
            ? Promise.reject(new Error('chunk gone'))
            : Promise.resolve({ default: { 'fakeScreen.title': title } });
        };
        return {
          en: load('en', 'Wallet'),
          es: load('es', 'Cartera'),
          fr: load('fr', 'Portefeuille'),
          'zh-Hans': load('zh-Hans', '钱包'),
          'zh-Hant': load('zh-Hant', '錢包'),
        };
      };

      test('fetches the texts of the locale shown alone, English included', async () => {
        fetched.length = 0;
        const english = createI18n();
        await english.addMessages(sharedSet());
        expect(english.t('fakeScreen.title')).toBe('Wallet');
        const chinese = createI18n();
        await chinese.setLocale('zh-Hans');
        await chinese.addMessages(sharedSet());
        expect(chinese.t('fakeScreen.title')).toBe('钱包');
        expect(fetched).toEqual(['en', 'zh-Hans']);
      });

      test('rejects when its file cannot be fetched, and fetches it again on the next try', async () => {
        const i18n = createI18n();
        await i18n.setLocale('es');
        const set = sharedSet(['es']);
        await expect(i18n.addMessages(set)).rejects.toThrow('chunk gone');
        expect(i18n.t('fakeScreen.title')).toBe('fakeScreen.title');
        set.es = chunk({ 'fakeScreen.title': 'Cartera' });
        await i18n.addMessages(set);
        expect(i18n.t('fakeScreen.title')).toBe('Cartera');
      });

      test('a switch to a locale whose file cannot be fetched keeps the locale shown', async () => {
        const i18n = createI18n();
        await i18n.addMessages(sharedSet(['fr']));
        const error = console.error;
        console.error = () => {};
        try {
          await i18n.setLocale('fr');
        } finally {
          console.error = error;
        }
        expect(i18n.$locale.get()).toBe('en');
        expect(i18n.t('fakeScreen.title')).toBe('Wallet');
        expect(i18n.t('common.tabHome')).toBe('Home');
        await i18n.setLocale('zh-Hant');
        expect(i18n.t('fakeScreen.title')).toBe('錢包');
      });
    });

    test('a screen added while a switch is loading shows in the new locale', async () => {
      const i18n = createI18n();
      const switching = i18n.setLocale('zh-Hans');
      const adding = i18n.addMessages(fakeScreen());
      await Promise.all([switching, adding]);
      expect(i18n.$locale.get()).toBe('zh-Hans');
      expect(i18n.t('fakeScreen.title')).toBe('钱包');
    });
  });
});
