import { describe, expect, test } from 'vitest';
import { backends, bearer, body, form, registerUser, useTestApp } from '../../../test/helpers.js';
import { createOrder, poster } from '../orders/test-kit.js';
import { documentTerms, queryTokens } from './terms.js';

interface Found {
  list: { id: number; title?: string; status?: string; s_username?: string; face?: string }[];
  next_cursor: string | null;
  has_more: boolean;
}

test('terms: CJK characters and bigrams, folded words; queries by bigram or by word prefix', () => {
  expect(documentTerms('修理厨房水管')).toEqual(
    expect.arrayContaining(['修', '修理', '理厨', '厨房', '房水', '水管', '管']),
  );
  expect(documentTerms('Réparer la FUITE, 2x')).toEqual(['reparer', 'la', 'fuite', '2x']);
  expect(documentTerms('iPhone维修')).toEqual(expect.arrayContaining(['iphone', '维修', '维', '修']));
  expect(queryTokens('水管').map((t) => t.lo)).toEqual(['水管']);
  expect(queryTokens('水').map((t) => t.lo)).toEqual(['水']);
  expect(queryTokens('Leak 水管').map((t) => t.lo)).toEqual(['水管', 'leak']);
  expect(queryTokens('!!!')).toEqual([]);
});

describe.each(backends())('search on %s', (backend) => {
  const t = useTestApp(backend);
  const search = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await t().app.inject({
      method: 'GET',
      url: `/api/search/index?${new URLSearchParams(query)}`,
      headers,
    });
    return { status: response.statusCode, env: body<Found>(response) };
  };
  const titles = (found: Found) => found.list.map((o) => o.title);

  test('Chinese matches by bigrams: "水管" finds "修理厨房水管", one character finds it too', async () => {
    const p = await poster(t());
    await createOrder(t(), p, { title: '修理厨房水管', description: '厨房水槽下面漏水' });
    await createOrder(t(), p, { title: '打扫客厅', description: '两室一厅' });
    const { status, env } = await search({ str: '水管' });
    expect(status).toBe(200);
    expect(titles(env.data)).toEqual(['修理厨房水管']);
    expect(titles((await search({ str: '厅' })).env.data)).toEqual(['打扫客厅']);
    expect(titles((await search({ str: '厨房水管漏水' })).env.data)).toEqual(['修理厨房水管']);
    expect(titles((await search({ str: '电脑' })).env.data)).toEqual([]);
  });

  test('Latin words match by prefix, any case; mixed queries rank by how many tokens match', async () => {
    const p = await poster(t());
    await createOrder(t(), p, { title: 'Zebra leaking faucet', description: 'Kitchen tap drips' });
    await createOrder(t(), p, { title: 'Zebra 水管 repair', description: 'Bathroom 水管 leaking' });
    expect(titles((await search({ str: 'LEAK' })).env.data)).toEqual(
      expect.arrayContaining(['Zebra leaking faucet', 'Zebra 水管 repair']),
    );
    expect(titles((await search({ str: 'zebra 水管' })).env.data)[0]).toBe('Zebra 水管 repair');
    expect(titles((await search({ str: 'zeb fauc' })).env.data)[0]).toBe('Zebra leaking faucet');
    // The category's names are searchable in every language (category 1 is "Home repair", 家庭维修).
    expect((await search({ str: '家庭维修 zebra' })).env.data.list.length).toBeGreaterThanOrEqual(2);
  });

  test('only open orders are found, and a modified title is found by its new words', async () => {
    const p = await poster(t());
    const order = body<{ id: number }>(await createOrder(t(), p, { title: 'Quokka sofa cleaning' })).data;
    expect(titles((await search({ str: 'quokka' })).env.data)).toEqual(['Quokka sofa cleaning']);
    const modified = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/modify',
      ...form({ id: order.id, title: 'Wombat sofa cleaning' }, bearer(p.token)),
    });
    expect(modified.statusCode).toBe(200);
    expect(titles((await search({ str: 'quokka' })).env.data)).toEqual([]);
    expect(titles((await search({ str: 'wombat' })).env.data)).toEqual(['Wombat sofa cleaning']);
    const cancelled = await t().app.inject({
      method: 'POST',
      url: '/api/goods_order/cancel',
      ...form({ id: order.id, reason: 'no longer needed' }, bearer(p.token)),
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await search({ str: 'wombat' })).env.data.list).toEqual([]);
  });

  test('pages by cursor and by page: newest first among equal matches, no duplicates, no gaps', async () => {
    const p = await poster(t());
    const ids: number[] = [];
    for (let i = 0; i < 45; i++) {
      t().clock.advance(1);
      ids.push(body<{ id: number }>(await createOrder(t(), p, { title: `Platypus job ${i}` })).data.id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { str: 'platypus', ...(cursor ? { cursor } : {}) };
      const { env } = await search(query);
      seen.push(...env.data.list.map((o) => o.id));
      cursor = env.data.next_cursor;
      expect(env.data.has_more).toBe(cursor !== null);
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    const page2 = (await search({ str: 'platypus', page: '2' })).env.data;
    expect(page2.list.map((o) => o.id)).toEqual(seen.slice(20, 40));
  });

  test('talents by name: Chinese and Latin prefixes, public fields only', async () => {
    const a = await registerUser(t());
    const b = await registerUser(t());
    const rename = (token: string, name: string) =>
      t().app.inject({
        method: 'POST',
        url: '/m/api/user/edit_info.php',
        ...form({ s_username: name }, bearer(token)),
      });
    expect((await rename(a.token, '王师傅水电维修')).statusCode).toBe(200);
    expect((await rename(b.token, 'Electrician Bob')).statusCode).toBe(200);
    const zh = (await search({ str: '师傅', type: 'talent' })).env.data;
    expect(zh.list).toEqual([{ id: a.user.id, s_username: '王师傅水电维修', face: '' }]);
    const en = (await search({ str: 'electr', type: 'talent' })).env.data;
    expect(en.list.map((u) => u.id)).toEqual([b.user.id]);
    // A new registration is found by its default name.
    const c = await registerUser(t());
    const found = (await search({ str: c.user.s_username, type: 'talent' })).env.data;
    expect(found.list.map((u) => u.id)).toContain(c.user.id);
  });

  test('refuses a missing, empty, too long query, a bad type and a bad cursor', async () => {
    expect((await search({})).status).toBe(400);
    expect((await search({ str: '   ' })).status).toBe(400);
    expect((await search({ str: 'x'.repeat(41) })).status).toBe(400);
    expect((await search({ str: '水管', type: 'shops' })).status).toBe(400);
    const bad = await search({ str: '水管', cursor: 'not-a-cursor' });
    expect(bad.status).toBe(400);
    expect(bad.env.code).toBe(0);
    const zh = await search({ str: '' }, { 'accept-language': 'zh-CN' });
    expect(zh.env.msg).toContain('搜索词');
    // Punctuation alone has nothing to match: an empty page, not an error.
    expect((await search({ str: '!!!' })).env.data).toEqual({
      list: [],
      next_cursor: null,
      has_more: false,
      page_size: 20,
    });
  });
});
