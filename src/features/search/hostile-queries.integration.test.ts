import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import type { Suggestion } from './suggestion';

// Searches a hostile or careless visitor types, asked over real HTTP of the whole shop.
describe.each(testDatabases.map((d) => [d.name, d] as const))('hostile searches on %s', (_name, kind) => {
  const served = shopOverHttpForSuite(kind);

  async function resultsPage(query: string): Promise<{ status: number; html: string; names: string[] }> {
    const response = await fetch(served.base() + query, { redirect: 'manual' });
    const html = await response.text();
    const names = [...html.matchAll(/woocommerce-loop-product__title"><a href="[^"]*">([^<]*)</g)].map((m) => m[1]!);
    return { status: response.status, html, names };
  }
  const search = (text: string, more = '') => resultsPage(`/?s=${encodeURIComponent(text)}&post_type=product${more}`);

  async function suggest(query: string): Promise<string[]> {
    const params = new URLSearchParams({ action: 'flatsome_ajax_search_products', query });
    const response = await fetch(`${served.base()}/wp-admin/admin-ajax.php?${params}`);
    return ((await response.json()) as { suggestions: Suggestion[] }).suggestions.map((s) => s.value);
  }

  it('spec 2.9: zero-width, right-to-left and soft-hyphen characters pasted into a search are dropped: it finds what the visible text finds, and the page shows only that', async () => {
    const plain = await search('dam');
    expect(plain.names.length).toBeGreaterThan(0);
    for (const hidden of ['d\u200bam', '\u200bdam', 'dam\u200b', '\u202edam', 'dam\u202e', 'd\u00adam', '\u2066dam\u2069']) {
      const page = await search(hidden);
      expect(page.status, JSON.stringify(hidden)).toBe(200);
      expect(page.names, JSON.stringify(hidden)).toEqual(plain.names);
      expect(page.html).toContain('Kết quả tìm kiếm: “dam”');
      expect(page.html).not.toMatch(/[\u200b\u202e\u00ad\u2066\u2069]/);
      expect(await suggest(hidden), JSON.stringify(hidden)).toEqual(await suggest('dam'));
    }
  });

  it('spec 2.9: a search of only punctuation or symbols finds nothing, never every product', async () => {
    for (const text of ['-', '--', '.', '- -', '…', '%', '_', '\\']) {
      const page = await search(text);
      expect(page.status, text).toBe(200);
      expect(page.names, text).toEqual([]);
      expect(page.html).toContain('Không tìm thấy sản phẩm nào phù hợp');
    }
    expect(await suggest('---')).toEqual(['Không tìm thấy sản phẩm']);
    // A SKU keeps its hyphen: a word with letters or digits is still looked for whole.
    expect((await search('dam-101')).names).toHaveLength(1);
  });

  it('spec 2.9: a page number that is no page (text, zero, negative, spelt otherwise than the links spell it, past any count) is 404, never page 1 again', async () => {
    expect((await search('ong', '&paged=2')).status).toBe(200);
    expect((await search('ong', '&paged=1')).status).toBe(200);
    for (const paged of ['abc', '0', '-1', '1e1', '2.0', '02', '%202', '100001', '99999999999']) {
      const page = await search('ong', `&paged=${paged}`);
      expect(page.status, paged).toBe(404);
      expect(page.names, paged).toEqual([]);
    }
  });
});
