import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { replaceRequestSession } from '../server/session.server';
import type { AppEnv } from '../server/shop.server';
import { isPersonal } from './page-cache-key.server';
import { pageCache } from './page-cache.server';
import { PageStore } from './page-store.server';

const now = new Date().toISOString();
const session = { id: 'a'.repeat(64), user_id: null, created_at: now, last_seen_at: now, expires_at: now, notice: null };

describe('the page cache keeps no visitor’s own page', () => {
  it('issue 6: a session or cart cookie is personal however the header spaces it, as the cookie parser reads it', () => {
    for (const header of ['shop_session=x', 'a=1; shop_session=x', 'shop_session =x', 'shop_session\t=x', ' \tshop_session\t = x', 'a=1;\tshop_session =x', 'woocommerce_items_in_cart =1']) {
      expect(isPersonal(header), header).toBe(true);
    }
    for (const header of ['my_shop_session=x', 'shop_sessions=x', 'a=shop_session=x', 'shop_session']) expect(isPersonal(header), header).toBe(false);
  });

  it('issue 6: a page whose render found a session is not kept, whatever the cookie header looked like', async () => {
    const app = new Hono<AppEnv>();
    const store = new PageStore(60_000, 1024 * 1024);
    app.use('*', pageCache(store));
    app.get('/mine', (c) => {
      replaceRequestSession(c, session);
      return c.html('<p>Giỏ hàng của Lan: 2</p>');
    });
    app.get('/anyone', (c) => c.html('<p>Cửa hàng</p>'));
    for (const path of ['/mine', '/anyone']) {
      await app.request(path);
      await store.settled();
    }
    expect((await app.request('/anyone')).headers.get('x-page-cache')).toBe('hit');
    const mine = await app.request('/mine');
    expect(mine.headers.get('x-page-cache')).toBeNull();
    expect(store.stats.pages).toBe(1);
  });

  it('a search is kept only once asked twice within a page\'s lifetime, so made-up searches push no kept page out', async () => {
    const app = new Hono<AppEnv>();
    const store = new PageStore(60_000, 1024 * 1024);
    app.use('*', pageCache(store));
    app.get('/', (c) => c.html(`<p>Kết quả cho ${c.req.query('s') ?? 'cửa hàng'}</p>`));
    const ask = async (path: string) => {
      const res = await app.request(path);
      await store.settled();
      return res.headers.get('x-page-cache');
    };
    await ask('/');
    for (let i = 0; i < 50; i++) await ask(`/?s=bia-dat-${i}`);
    expect(store.stats.pages).toBe(1);
    expect([await ask('/?s=ao'), await ask('/?post_type=product&s=ao'), await ask('/?s=ao'), await ask('/?s=ao')]).toEqual([null, null, null, 'hit']);
    expect(await ask('/')).toBe('hit');
  });
});
