import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageKey } from './page-cache-key.server';
import { PageStore } from './page-store.server';
import { pickEncoding, type StoredAnswer } from './stored-page.server';

// Pages that compress about as badly as real ones do well: the bound must hold with every encoding counted.
const page = (kb: number) => Buffer.from(randomBytes(kb * 512).toString('hex'));
const html = new Headers({ 'content-type': 'text/html; charset=UTF-8' });
const header = (answer: StoredAnswer | undefined, name: string) => answer?.headers.find((_, i, all) => i % 2 === 1 && all[i - 1] === name);

describe('the page store', () => {
  it('issue 6 item 2: holds at most its bytes, counting every encoding, dropping the oldest pages first', async () => {
    const store = new PageStore(60_000, 400 * 1024);
    for (let n = 0; n < 20; n++) await store.store(`h/p${n}`, page(50), html);
    const { pages, bytes } = store.stats;
    expect(bytes).toBeLessThanOrEqual(400 * 1024);
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThan(8);
    expect(store.answer('h/p0', 'br', undefined, false)).toBeUndefined();
    expect(store.answer('h/p19', 'br', undefined, false)?.status).toBe(200);
    for (let n = 0; n < 20; n++) store.answer(`h/p${n}`, undefined, undefined, false);
    expect(store.stats.bytes).toBeLessThanOrEqual(400 * 1024);
    expect(store.stats.pages).toBeLessThan(pages);
  });

  it('issue 10 target 6: keeps a page compressed only, and its identity bytes once asked for, counted once', async () => {
    const store = new PageStore(60_000, 1024 * 1024);
    const body = Buffer.from(`<!doctype html><title>Áo</title>${'<p>Áo thun cổ tròn, 199.000 ₫</p>'.repeat(2000)}`);
    await store.store('h/ao', body, html);
    const compressed = store.stats.bytes;
    expect(compressed).toBeLessThan(body.length / 10);
    const etags = ['br', 'gzip', undefined].map((encoding) => header(store.answer('h/ao', encoding, undefined, true), 'etag'));
    expect(new Set(etags).size).toBe(1);
    expect(store.stats.bytes).toBe(compressed); // HEAD sends no body, so makes none
    for (let n = 0; n < 3; n++) {
      const plain = store.answer('h/ao', undefined, undefined, false);
      expect(plain?.body?.equals(body)).toBe(true);
      expect(header(plain, 'content-length')).toBe(String(body.length));
      expect(header(plain, 'content-encoding')).toBeUndefined();
      expect(store.stats.bytes).toBe(compressed + body.length);
    }
    const br = store.answer('h/ao', 'br', undefined, false);
    expect(header(br, 'content-length')).toBe(String(br?.body?.length));
    // A kept body smaller than 32 KB must not pin one of Node's 64 KB pool slabs.
    for (const encoding of ['br', 'gzip', undefined]) {
      const kept = store.answer('h/ao', encoding, undefined, false)?.body;
      expect(kept?.buffer.byteLength).toBe(kept?.length);
    }
    expect(store.answer('h/ao', undefined, etags[0], false)?.status).toBe(304);
  });

  it('drops the oldest pages when identity bytes made on request pass the bound', async () => {
    const store = new PageStore(60_000, 256 * 1024);
    const body = (n: number) => Buffer.from(`<p>${n}</p>`.repeat(20_000));
    for (let n = 0; n < 3; n++) await store.store(`h/p${n}`, body(n), html);
    expect(store.stats.pages).toBe(3);
    store.answer('h/p2', undefined, undefined, false);
    store.answer('h/p1', undefined, undefined, false);
    expect(store.stats.bytes).toBeLessThanOrEqual(256 * 1024);
    expect(store.answer('h/p0', 'br', undefined, false)).toBeUndefined();
    expect(store.answer('h/p2', undefined, undefined, false)?.body?.equals(body(2))).toBe(true);
  });

  it('keeps no page bigger than the whole bound, and forgets pages after their time', async () => {
    const small = new PageStore(60_000, 64 * 1024);
    await small.store('h/big', page(100), html);
    expect(small.stats).toEqual({ pages: 0, bytes: 0 });
    const brief = new PageStore(1, 1024 * 1024);
    await brief.store('h/a', page(1), html);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(brief.answer('h/a', undefined, undefined, false)).toBeUndefined();
    expect(brief.stats).toEqual({ pages: 0, bytes: 0 });
  });

  it('lets concurrent misses wait for the one render under way', async () => {
    const store = new PageStore(60_000, 1024 * 1024);
    const end = store.beginFill('h/x');
    const waiting = store.filling('h/x');
    expect(waiting).toBeDefined();
    await store.store('h/x', page(1), html);
    end();
    await waiting;
    expect(store.filling('h/x')).toBeUndefined();
    expect(store.answer('h/x', 'gzip', undefined, false)?.headers).toContain('gzip');
    store.beginFill('h/y')();
    expect(store.filling('h/y')).toBeUndefined();
  });

  it('issue 10: a product change drops the pages showing it and only those; a render begun before a purge is not kept', async () => {
    const store = new PageStore(60_000, 1024 * 1024);
    const kept = (key: string) => store.answer(key, undefined, undefined, false) !== undefined;
    await store.store('h/product-7', page(1), html, [7]);
    await store.store('h/listing', page(1), html, [7, 8]);
    await store.store('h/other', page(1), html, [8]);
    await store.store('h/about', page(1), html);
    store.purgeProducts([7, 99]);
    expect(['h/product-7', 'h/listing', 'h/other', 'h/about'].map(kept)).toEqual([false, false, true, true]);
    const before = store.mark;
    store.purgeProducts([123]);
    await store.store('h/late', page(1), html, [5], before);
    expect(kept('h/late')).toBe(false);
    store.purgeAll();
    expect(store.stats).toEqual({ pages: 0, bytes: 0 });
    await store.store('h/other', page(1), html, [8]);
    store.purgeProducts([7]);
    expect(kept('h/other')).toBe(true);
  });

  it('issue 10: a listing order whose columns changed drops the pages sorted in it, whatever products they show', async () => {
    const store = new PageStore(60_000, 1024 * 1024);
    const kept = (key: string) => store.answer(key, undefined, undefined, false) !== undefined;
    await store.store('h/by-price', page(1), html, [1, 2, 'order:price']);
    await store.store('h/by-date', page(1), html, [1, 2, 'order:date']);
    await store.store('h/product-3', page(1), html, [3]);
    store.purgeListingOrders(['price', 'price-desc']);
    expect(['h/by-price', 'h/by-date', 'h/product-3'].map(kept)).toEqual([false, true, true]);
    store.purgeProducts([1]);
    expect(kept('h/by-date')).toBe(false);
  });

  it('picks brotli, then gzip, unless refused', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('the page key', () => {
  it('drops tracking tags, orders the page’s own parameters, and refuses any other parameter', () => {
    expect(pageKey('Shop.vn', '/?utm_source=a&fbclid=b&gclid=c')).toEqual({ key: 'shop.vn/', target: '/' });
    expect(pageKey('shop.vn', '/?s=ao&utm_medium=x&post_type=product')).toEqual({ key: 'shop.vn/?post_type=product&s=ao', target: '/?post_type=product&s=ao' });
    for (const refused of ['/?wc-ajax=get_refreshed_fragments', '/san-pham/x/?add-to-cart=5', '/?ref=1', '/thanh-toan/order-received/1/?key=abc'])
      expect(pageKey('shop.vn', refused)).toBeUndefined();
    expect(pageKey(undefined, '/')).toBeUndefined();
    for (const host of ['a/b', 'a b', 'a?b', '']) expect(pageKey(host, '/x/')).toBeUndefined();
    expect(pageKey('[::1]:3000', '/')?.key).toBe('[::1]:3000/');
    expect(pageKey('127.0.0.1:4185', '/')?.key).toBe('127.0.0.1:4185/');
    expect(pageKey('shop.vn', 'http://other/')).toBeUndefined();
    expect(pageKey('evil.example', '/')?.key).not.toBe(pageKey('shop.vn', '/')?.key);
  });
});
