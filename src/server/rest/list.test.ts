import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../shop.server';
import { listAnswer, listHeaders, maxPerPage, pagingOf } from './list.server';

// A list of `total` numbered items behind a real Hono route, answered as the REST lists answer.
function listOf(total: number) {
  const app = new Hono<AppEnv>();
  app.get('/wp-json/test/items', (c) => {
    const paging = pagingOf(c);
    if (paging instanceof Response) return paging;
    const items = Array.from({ length: total }, (_, i) => i + 1).slice((paging.page - 1) * paging.perPage, paging.page * paging.perPage);
    return listAnswer(c, items, total, paging);
  });
  return async (query: string) => {
    const res = await app.request(`/wp-json/test/items${query}`);
    return { status: res.status, total: res.headers.get('X-WP-Total'), pages: res.headers.get('X-WP-TotalPages'), body: (await res.json()) as unknown };
  };
}

describe('REST lists (spec 7.7, 9.7)', () => {
  it('spec 9.7: X-WP-TotalPages is the total over per_page rounded up; an empty list has 0 pages', () => {
    expect(listHeaders(207, 100)).toEqual({ 'X-WP-Total': '207', 'X-WP-TotalPages': '3' });
    expect(listHeaders(200, 100)['X-WP-TotalPages']).toBe('2');
    expect(listHeaders(1, 10)['X-WP-TotalPages']).toBe('1');
    expect(listHeaders(0, 10)).toEqual({ 'X-WP-Total': '0', 'X-WP-TotalPages': '0' });
  });

  it('spec 9.7: page 1 and 10 a page by default; per_page from 1 up to 100', async () => {
    const get = listOf(25);
    expect(await get('')).toEqual({ status: 200, total: '25', pages: '3', body: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(await get('?page=3')).toMatchObject({ status: 200, body: [21, 22, 23, 24, 25] });
    expect(await get(`?per_page=${maxPerPage}`)).toMatchObject({ status: 200, pages: '1' });
    expect(await get('?per_page=1&page=25')).toMatchObject({ status: 200, pages: '25', body: [25] });
  });

  it('spec 7.7: per_page past 100, 0, -1 (the browser helper pages those itself) or not a number is rest_invalid_param', async () => {
    const get = listOf(25);
    for (const perPage of ['101', '0', '-1', '1000', '10.5', 'abc', '', ' 10', '010', '1e2']) {
      expect(await get(`?per_page=${encodeURIComponent(perPage)}`), perPage).toMatchObject({ status: 400, total: null, body: { code: 'rest_invalid_param', data: { status: 400 } } });
    }
  });

  it('issue 13: hostile page values are rest_invalid_param; a page past the last is rest_post_invalid_page_number', async () => {
    const get = listOf(25);
    for (const page of ['0', '-1', '1.5', 'abc', '', '9'.repeat(7), '1e3', '[]', '01']) {
      expect(await get(`?page=${encodeURIComponent(page)}`), page).toMatchObject({ status: 400, body: { code: 'rest_invalid_param' } });
    }
    expect(await get('?page=4')).toMatchObject({ status: 400, body: { code: 'rest_post_invalid_page_number', data: { status: 400 } } });
    expect(await get('?page=999999')).toMatchObject({ status: 400, body: { code: 'rest_post_invalid_page_number' } });
    expect(await listOf(0)('?page=1')).toMatchObject({ status: 200, total: '0', pages: '0', body: [] }); // an empty list still has its first page
    expect(await listOf(0)('?page=2')).toMatchObject({ status: 400, body: { code: 'rest_post_invalid_page_number' } });
  });

  it('issue 13: page or per_page sent twice or as an array is rest_invalid_param, not the first copy quietly read', async () => {
    const get = listOf(25);
    for (const query of ['per_page[]=5', 'per_page=5&per_page=100', 'page[]=2', 'page=1&page=2', 'page[0]=1&per_page=5', 'per_page[x]=1']) {
      expect(await get(`?${query}`), query).toMatchObject({ status: 400, total: null, body: { code: 'rest_invalid_param', data: { status: 400 } } });
    }
  });
});
