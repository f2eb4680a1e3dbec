import { describe, expect, test } from 'vitest';
import { backends, body, useTestApp } from '../../../test/helpers.js';

interface Category {
  id: number;
  name: string;
  icon: string;
  parent_id: number;
  sort: number;
}

describe.each(backends())('categories on %s', (backend) => {
  const t = useTestApp(backend);

  test('lists the seeded categories by sort with absolute icons', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/goods/categorize' });
    expect(response.statusCode).toBe(200);
    const list = body<Category[]>(response).data;
    expect(list.map((c) => c.name)).toEqual([
      'Home repair',
      'Cleaning',
      'Moving and delivery',
      'Tutoring',
      'Design and writing',
    ]);
    expect(list[0]).toMatchObject({ parent_id: 0, sort: 1 });
    expect(list[0]?.icon).toMatch(/^http:\/\/[^/]+\/assets\/categories\/repair\.svg$/);
  });

  test('names the categories in the language of Accept-Language', async () => {
    const names = async (language: string) => {
      const response = await t().app.inject({
        method: 'GET',
        url: '/api/goods/categorize',
        headers: { 'accept-language': language },
      });
      return body<Category[]>(response).data.map((c) => c.name);
    };
    expect((await names('zh-CN'))[0]).toBe('家庭维修');
    expect((await names('zh-TW'))[0]).toBe('居家維修');
    expect((await names('fr-FR'))[1]).toBe('Ménage');
    expect((await names('es'))[3]).toBe('Clases particulares');
    expect((await names('de'))[0]).toBe('Home repair');
  });
});
