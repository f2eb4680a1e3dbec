import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, test } from 'vitest';
import { backends, body, countAll, type TestApp, useTestApp } from '../../../test/helpers.js';
import { DEMO_CONTENT } from '../../db/seed.js';
import { LOCALES, type Locale } from '../../i18n/messages.js';

interface Banner {
  id: number;
  image: string;
  title: string;
  link_type: string;
  link: string;
}
interface Share {
  page: string;
  key: string;
  title: string;
  pic: string;
}
interface AgreementItem {
  agreement_key: string;
  title: string;
  updated_at: number;
}
interface AgreementList {
  list: AgreementItem[];
  page: number;
  page_size: number;
  has_more: boolean;
}
interface Agreement extends AgreementItem {
  content: string;
}
interface Contract {
  contract_key: string;
  title: string;
  content: string;
  updated_at: number;
}

/** The seeded titles as a native reader expects them, pinned here rather than read from the seed. */
const TITLES: Record<
  Locale,
  { agreements: [string, string]; contract: string; share: string; banner: string }
> = {
  en: {
    agreements: ['User Agreement', 'Privacy Policy'],
    contract: 'Service Contract',
    share: 'Task Marketplace',
    banner: 'Post a task in a minute',
  },
  es: {
    agreements: ['Condiciones de uso', 'Política de privacidad'],
    contract: 'Contrato de prestación de servicios',
    share: 'Mercado de Tareas',
    banner: 'Publica una tarea en un minuto',
  },
  fr: {
    agreements: ['Conditions d’utilisation', 'Politique de confidentialité'],
    contract: 'Contrat de prestation de services',
    share: 'Marché des missions',
    banner: 'Publiez une mission en une minute',
  },
  'zh-Hans': {
    agreements: ['用户协议', '隐私政策'],
    contract: '服务合同',
    share: '任务集市',
    banner: '一分钟发布任务',
  },
  'zh-Hant': {
    agreements: ['使用者條款', '隱私權政策'],
    contract: '服務合約',
    share: '任務集市',
    banner: '一分鐘發布任務',
  },
};

function get(t: TestApp, url: string, language?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url,
    headers: language === undefined ? {} : { 'accept-language': language },
  });
}

function paragraphs(text: string): string[] {
  return text.split('\n\n');
}

describe.each(backends())('content on %s', (backend) => {
  const t = useTestApp(backend, { config: { publicUrl: 'https://market.example.com' } });

  test('GET /api/banner/info lists the home banners with absolute image URLs', async () => {
    const { app } = t();
    const response = await app.inject({ method: 'GET', url: '/api/banner/info?position=home' });
    expect(response.statusCode).toBe(200);
    const env =
      body<{ id: number; image: string; title: string; link_type: string; link: string }[]>(response);
    expect(env.code).toBe(1);
    expect(env.data).toHaveLength(3);
    for (const banner of env.data) {
      expect(banner.image).toMatch(/^https:\/\/market\.example\.com\/assets\/banners\/banner-\d\.svg$/);
      expect(['none', 'route', 'web']).toContain(banner.link_type);
      expect(Object.keys(banner).sort()).toEqual(['id', 'image', 'link', 'link_type', 'title']);
    }
    const image = await app.inject({ method: 'GET', url: new URL(env.data[0]?.image ?? '').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  test('an unknown but well-formed position has no banners', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/banner/info?position=sidebar' });
    expect(body(response)).toEqual({ code: 1, msg: 'ok', data: [] });
  });

  test.each([
    ['/api/banner/info', 'Please enter the banner position.'],
    ['/api/banner/info?position=', 'Please enter the banner position.'],
    ['/api/banner/info?position=%3Cscript%3E', 'The banner position is not valid.'],
  ])('%s is a 400', async (url, message) => {
    const { app, db } = t();
    const before = await countAll(db);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 0, msg: message, data: null });
    expect(await countAll(db)).toEqual(before);
  });

  test('GET /api/share/index returns the share config', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/share/index' });
    expect(body(response)).toEqual({
      code: 1,
      msg: 'ok',
      data: [
        {
          page: '/pages/homeView/homeView',
          key: 'default',
          title: 'Task Marketplace',
          pic: 'https://market.example.com/assets/logo.svg',
        },
      ],
    });
    const logo = await t().app.inject({ method: 'GET', url: '/assets/logo.svg' });
    expect(logo.statusCode).toBe(200);
  });

  test('GET /api/agreement/list pages the agreements', async () => {
    const { app } = t();
    const first = await app.inject({ method: 'GET', url: '/api/agreement/list?page=1' });
    const env = body<{ list: { agreement_key: string; title: string; updated_at: number }[]; page: number }>(
      first,
    );
    expect(env.data).toEqual({
      list: [
        { agreement_key: 'user_agreement', title: 'User Agreement', updated_at: expect.any(Number) },
        { agreement_key: 'privacy_policy', title: 'Privacy Policy', updated_at: expect.any(Number) },
      ],
      page: 1,
      page_size: 20,
      has_more: false,
    });
    const defaultPage = await app.inject({ method: 'GET', url: '/api/agreement/list' });
    expect(body(defaultPage).data).toEqual(env.data);
    const second = await app.inject({ method: 'GET', url: '/api/agreement/list?page=2' });
    expect(body(second).data).toEqual({ list: [], page: 2, page_size: 20, has_more: false });
  });

  test.each(['0', '-1', 'abc', '1.5'])('GET /api/agreement/list?page=%s is a 400', async (page) => {
    const response = await t().app.inject({ method: 'GET', url: `/api/agreement/list?page=${page}` });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ code: 0, msg: 'The page number is not valid.', data: null });
  });

  test.each(['user_agreement', 'privacy_policy'])(
    'GET /api/agreement/detail returns %s as paragraphs',
    async (key) => {
      const response = await t().app.inject({
        method: 'GET',
        url: `/api/agreement/detail?agreement_key=${key}`,
      });
      const env = body<{ agreement_key: string; title: string; content: string; updated_at: number }>(
        response,
      );
      expect(env.code).toBe(1);
      expect(env.data.agreement_key).toBe(key);
      expect(env.data.content.split('\n\n').length).toBeGreaterThanOrEqual(4);
      expect(env.data.content).not.toMatch(/<[a-z]/i);
    },
  );

  test('agreement detail: unknown is 404, missing or malformed is 400', async () => {
    const { app } = t();
    const unknown = await app.inject({ method: 'GET', url: '/api/agreement/detail?agreement_key=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toEqual({ code: 0, msg: 'This agreement does not exist.', data: null });
    const missing = await app.inject({ method: 'GET', url: '/api/agreement/detail' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toBe('Please enter the agreement key.');
    const bad = await app.inject({ method: 'GET', url: '/api/agreement/detail?agreement_key=..%2Fx' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toBe('The agreement key is not valid.');
  });

  test('GET /api/contract/detail returns the service contract', async () => {
    const { app } = t();
    const response = await app.inject({
      method: 'GET',
      url: '/api/contract/detail?contract_key=service_contract',
    });
    const env = body<{ contract_key: string; title: string; content: string; updated_at: number }>(response);
    expect(env.data).toMatchObject({ contract_key: 'service_contract', title: 'Service Contract' });
    expect(env.data.content.length).toBeGreaterThan(500);
    const unknown = await app.inject({ method: 'GET', url: '/api/contract/detail?contract_key=other' });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).msg).toBe('This contract does not exist.');
    const missing = await app.inject({ method: 'GET', url: '/api/contract/detail' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).msg).toBe('Please enter the contract key.');
  });
});

describe.each(backends())('content per locale on %s', (backend) => {
  const t = useTestApp(backend, { config: { publicUrl: 'https://market.example.com' } });

  test.each(LOCALES)('every content call answers in %s', async (locale) => {
    const titles = TITLES[locale];

    const bannersResponse = await get(t(), '/api/banner/info?position=home', locale);
    expect(bannersResponse.headers.vary).toMatch(/Accept-Language/);
    const banners = body<Banner[]>(bannersResponse).data;
    expect(banners.map((b) => b.title)).toEqual(DEMO_CONTENT.banners.map((b) => b.versions[locale].title));
    expect(banners[0]?.title).toBe(titles.banner);
    for (const [index, banner] of banners.entries()) {
      expect(Object.keys(banner).sort()).toEqual(['id', 'image', 'link', 'link_type', 'title']);
      const file = locale === 'en' ? `banner-${index + 1}.svg` : `banner-${index + 1}.${locale}.svg`;
      expect(banner.image).toBe(`https://market.example.com/assets/banners/${file}`);
      // The picture exists and says what the title says, in that language.
      const image = await get(t(), new URL(banner.image).pathname);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.body).toContain(`>${banner.title}</text>`);
      if (locale !== 'en') expect(image.body).toContain(`lang="${locale}"`);
      if (locale.startsWith('zh'))
        expect(image.body).toMatch(/font-family="[^"]*Noto Sans CJK [ST]C[^"]*sans-serif"/);
    }

    const share = await get(t(), '/api/share/index', locale);
    expect(share.headers.vary).toMatch(/Accept-Language/);
    expect(body<Share[]>(share).data).toEqual([
      {
        page: '/pages/homeView/homeView',
        key: 'default',
        title: titles.share,
        pic: 'https://market.example.com/assets/logo.svg',
      },
    ]);

    const list = await get(t(), '/api/agreement/list', locale);
    expect(list.headers.vary).toMatch(/Accept-Language/);
    expect(body<AgreementList>(list).data).toEqual({
      list: [
        { agreement_key: 'user_agreement', title: titles.agreements[0], updated_at: expect.any(Number) },
        { agreement_key: 'privacy_policy', title: titles.agreements[1], updated_at: expect.any(Number) },
      ],
      page: 1,
      page_size: 20,
      has_more: false,
    });

    for (const [index, key] of ['user_agreement', 'privacy_policy'].entries()) {
      const response = await get(t(), `/api/agreement/detail?agreement_key=${key}`, locale);
      expect(response.headers.vary).toMatch(/Accept-Language/);
      const agreement = body<Agreement>(response).data;
      expect(Object.keys(agreement).sort()).toEqual(['agreement_key', 'content', 'title', 'updated_at']);
      expect(agreement.title).toBe(titles.agreements[index]);
      const demo = DEMO_CONTENT.agreements[index];
      expect(agreement.content).toBe(demo?.versions[locale].content);
      // The same structure in every language: as many paragraphs as the English text.
      expect(paragraphs(agreement.content)).toHaveLength(paragraphs(demo?.versions.en.content ?? '').length);
    }

    const contractResponse = await get(t(), '/api/contract/detail?contract_key=service_contract', locale);
    expect(contractResponse.headers.vary).toMatch(/Accept-Language/);
    const contract = body<Contract>(contractResponse).data;
    expect(Object.keys(contract).sort()).toEqual(['content', 'contract_key', 'title', 'updated_at']);
    expect(contract).toMatchObject({ contract_key: 'service_contract', title: titles.contract });
    expect(paragraphs(contract.content)).toHaveLength(7);
    expect(contract.content).toBe(DEMO_CONTENT.contracts[0]?.versions[locale].content);
  });

  test('the texts are written for their readers', async () => {
    const read = async (url: string, locale: Locale) =>
      body<Agreement>(await get(t(), url, locale)).data.content;
    const urls = [
      '/api/agreement/detail?agreement_key=user_agreement',
      '/api/agreement/detail?agreement_key=privacy_policy',
      '/api/contract/detail?contract_key=service_contract',
    ];
    for (const url of urls) {
      const zhHans = await read(url, 'zh-Hans');
      const zhHant = await read(url, 'zh-Hant');
      // Chinese text throughout, with Chinese punctuation; simplified and traditional differ.
      expect(zhHans).not.toMatch(/[A-Za-z]/);
      expect(zhHant).not.toMatch(/[A-Za-z]/);
      expect(zhHans).toMatch(/[，。；：]/);
      expect(zhHans).not.toBe(zhHant);
      // French: a no-break space before double punctuation, never an ordinary one.
      const fr = await read(url, 'fr');
      expect(fr).not.toMatch(/ [:;!?»]/);
      expect(fr).toMatch(/[\u00a0\u202f][:;]/);
    }
    expect(await read(urls[0] ?? '', 'zh-Hans')).toContain('中国大陆手机号码');
    expect(await read(urls[0] ?? '', 'zh-Hant')).toContain('中國大陸手機號碼');
  });

  test.each([
    [undefined, 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['es-MX', 'es'],
    ['fr-CA,fr;q=0.9', 'fr'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['de-DE,ja;q=0.8', 'en'],
    ['de-DE,fr;q=0.5', 'fr'],
    ['ko', 'en'],
    ['*', 'en'],
    ['not a language tag', 'en'],
  ] as const)('Accept-Language %s answers the %s version', async (header, locale) => {
    const list = body<AgreementList>(await get(t(), '/api/agreement/list', header)).data;
    expect(list.list.map((a) => a.title)).toEqual(TITLES[locale].agreements);
    const banners = body<Banner[]>(await get(t(), '/api/banner/info?position=home', header)).data;
    expect(banners[0]?.title).toBe(TITLES[locale].banner);
    const contract = await get(t(), '/api/contract/detail?contract_key=service_contract', header);
    expect(body<Contract>(contract).data.title).toBe(TITLES[locale].contract);
    const share = body<Share[]>(await get(t(), '/api/share/index', header)).data;
    expect(share[0]?.title).toBe(TITLES[locale].share);
  });

  test('errors stay in the language of msg', async () => {
    const response = await get(t(), '/api/agreement/detail?agreement_key=nope', 'zh-CN');
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ code: 0, msg: '该协议不存在', data: null });
  });
});

describe.each(backends())('content fallback per item on %s', (backend) => {
  const t = useTestApp(backend);
  const EN_TIME = 1_700_000_000;
  const FR_TIME = 1_800_000_000;

  test('an item without a version in the locale answers its en version, the others stay', async () => {
    const { db } = t();
    await db
      .deleteFrom('agreement_translations')
      .where('agreement_key', '=', 'privacy_policy')
      .where('locale', '=', 'fr')
      .execute();
    await db
      .updateTable('agreement_translations')
      .set({ updated_at: EN_TIME })
      .where('agreement_key', '=', 'privacy_policy')
      .where('locale', '=', 'en')
      .execute();
    await db
      .updateTable('agreement_translations')
      .set({ updated_at: FR_TIME })
      .where('agreement_key', '=', 'user_agreement')
      .where('locale', '=', 'fr')
      .execute();

    const list = body<AgreementList>(await get(t(), '/api/agreement/list', 'fr-FR')).data;
    expect(list.list).toEqual([
      { agreement_key: 'user_agreement', title: 'Conditions d’utilisation', updated_at: FR_TIME },
      { agreement_key: 'privacy_policy', title: 'Privacy Policy', updated_at: EN_TIME },
    ]);
    const detail = body<Agreement>(
      await get(t(), '/api/agreement/detail?agreement_key=privacy_policy', 'fr-FR'),
    ).data;
    expect(detail).toEqual({
      agreement_key: 'privacy_policy',
      title: 'Privacy Policy',
      content: DEMO_CONTENT.agreements[1]?.versions.en.content,
      updated_at: EN_TIME,
    });
    // Other locales still have their own.
    const es = body<AgreementList>(await get(t(), '/api/agreement/list', 'es')).data;
    expect(es.list.map((a) => a.title)).toEqual(TITLES.es.agreements);
  });

  test('a contract without a version in the locale answers its en version', async () => {
    const { db } = t();
    await db.deleteFrom('contract_translations').where('locale', '=', 'es').execute();
    const response = await get(t(), '/api/contract/detail?contract_key=service_contract', 'es');
    expect(body<Contract>(response).data).toMatchObject({
      contract_key: 'service_contract',
      title: 'Service Contract',
      content: DEMO_CONTENT.contracts[0]?.versions.en.content,
    });
  });

  test('a banner without a version in the locale shows its en title and en image', async () => {
    const { db } = t();
    const second = await db
      .selectFrom('banners')
      .select('id')
      .where('image', '=', '/assets/banners/banner-2.svg')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('banner_translations')
      .where('banner_id', '=', second.id)
      .where('locale', '=', 'zh-Hant')
      .execute();
    const banners = body<Banner[]>(await get(t(), '/api/banner/info?position=home', 'zh-TW')).data;
    expect(banners.map((b) => [b.title, new URL(b.image).pathname])).toEqual([
      ['一分鐘發布任務', '/assets/banners/banner-1.zh-Hant.svg'],
      ['Find trusted talent nearby', '/assets/banners/banner-2.svg'],
      ['接任務，輕鬆賺錢', '/assets/banners/banner-3.zh-Hant.svg'],
    ]);
  });

  test('a version without an image of its own shows the banner image', async () => {
    const { db } = t();
    await db.updateTable('banner_translations').set({ image: null }).where('locale', '=', 'es').execute();
    const banners = body<Banner[]>(await get(t(), '/api/banner/info?position=home', 'es')).data;
    expect(banners.map((b) => [b.title, new URL(b.image).pathname])).toEqual([
      ['Publica una tarea en un minuto', '/assets/banners/banner-1.svg'],
      ['Talento de confianza cerca de ti', '/assets/banners/banner-2.svg'],
      ['Gana dinero realizando tareas', '/assets/banners/banner-3.svg'],
    ]);
  });

  test('a share item without a version in the locale answers its en title', async () => {
    const { db } = t();
    await db.deleteFrom('share_config_translations').where('locale', '=', 'zh-Hans').execute();
    const share = body<Share[]>(await get(t(), '/api/share/index', 'zh-CN')).data;
    expect(share.map((s) => s.title)).toEqual(['Task Marketplace']);
    const hant = body<Share[]>(await get(t(), '/api/share/index', 'zh-TW')).data;
    expect(hant.map((s) => s.title)).toEqual(['任務集市']);
  });

  test('an item with neither the locale nor en is left out of lists and unknown in details', async () => {
    const { db } = t();
    await db.insertInto('agreements').values({ agreement_key: 'community_rules', sort: 3 }).execute();
    await db
      .insertInto('agreement_translations')
      .values({
        agreement_key: 'community_rules',
        locale: 'zh-Hans',
        title: '社区规范',
        content: '请友善交流。',
        updated_at: EN_TIME,
      })
      .execute();
    const zh = body<AgreementList>(await get(t(), '/api/agreement/list', 'zh-CN')).data;
    expect(zh.list.map((a) => a.agreement_key)).toEqual([
      'user_agreement',
      'privacy_policy',
      'community_rules',
    ]);
    const en = body<AgreementList>(await get(t(), '/api/agreement/list', 'en')).data;
    expect(en.list.map((a) => a.agreement_key)).toEqual(['user_agreement', 'privacy_policy']);
    const detail = await get(t(), '/api/agreement/detail?agreement_key=community_rules', 'en');
    expect(detail.statusCode).toBe(404);
    expect(body(detail).msg).toBe('This agreement does not exist.');

    const { id } = await db
      .insertInto('banners')
      .values({
        position: 'home',
        image: '/assets/banners/banner-1.svg',
        link_type: 'none',
        link: '',
        sort: 9,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('banner_translations')
      .values({ banner_id: id, locale: 'zh-Hans', title: '仅限中文', image: null })
      .execute();
    const zhBanners = body<Banner[]>(await get(t(), '/api/banner/info?position=home', 'zh-CN')).data;
    expect(zhBanners.map((b) => b.title)).toContain('仅限中文');
    const frBanners = body<Banner[]>(await get(t(), '/api/banner/info?position=home', 'fr')).data;
    expect(frBanners).toHaveLength(3);
  });

  test('a version in an unknown locale cannot be stored', async () => {
    const { db } = t();
    await expect(
      db
        .insertInto('agreement_translations')
        .values({
          agreement_key: 'user_agreement',
          locale: 'de' as Locale,
          title: 'Nutzungsbedingungen',
          content: 'Willkommen.',
          updated_at: EN_TIME,
        })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });
});
