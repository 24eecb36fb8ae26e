import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { Browser, openTestShop, signedInAs, staleRestNonce } from '../account/account-test-support';

const comingSoonPage = (html: string) => html.includes('class="coming-soon-content');

describe.each(testDatabases.map((d) => [d.name, d] as const))('coming-soon mode turned through REST on %s (issue 13)', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const stored = async () => (await db().selectFrom('settings').select('value').where('name', '=', 'woocommerce_coming_soon').executeTakeFirst())?.value;

  const signedIn = (role: 'shop_manager' | 'editor' | 'customer') => signedInAs(shop, role);
  const send = (b: Browser, nonce: string | undefined, body: string) =>
    b.request('/wp-json/wc-admin/options', {
      method: 'POST',
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/json', ...(nonce === undefined ? {} : { 'X-WP-Nonce': nonce }) },
      body,
    });

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 7.1: only a shop manager with a good nonce turns it; everyone else is refused with nothing written', async () => {
    const on = JSON.stringify({ woocommerce_coming_soon: 'yes' });
    const manager = await signedIn('shop_manager');
    const customer = await signedIn('customer');
    const editor = await signedIn('editor');
    const otherManager = await signedIn('shop_manager');
    const refusals: [Response, number, string][] = [
      [await send(new Browser(shop.app), undefined, on), 401, 'woocommerce_rest_cannot_update'],
      [await send(manager.b, undefined, on), 401, 'woocommerce_rest_cannot_update'], // no nonce: a visitor's call
      [await send(manager.b, '0'.repeat(20), on), 403, 'rest_cookie_invalid_nonce'], // forged
      [await send(manager.b, staleRestNonce(shop, manager.b), on), 403, 'rest_cookie_invalid_nonce'], // the manager's own, two ticks old
      [await send(manager.b, editor.nonce, on), 403, 'rest_cookie_invalid_nonce'], // another user's nonce
      [await send(manager.b, otherManager.nonce, on), 403, 'rest_cookie_invalid_nonce'], // another manager's, good for them
      [await send(customer.b, customer.nonce, on), 403, 'woocommerce_rest_cannot_update'],
      [await send(editor.b, editor.nonce, on), 403, 'woocommerce_rest_cannot_update'],
      [await send(manager.b, manager.nonce, JSON.stringify({ woocommerce_coming_soon: 'maybe' })), 400, 'rest_invalid_param'],
      [await send(manager.b, manager.nonce, JSON.stringify({ woocommerce_coming_soon: 'yes', blogname: 'x' })), 400, 'rest_invalid_param'],
      [await send(manager.b, manager.nonce, '[1]'), 400, 'rest_invalid_param'],
      [await send(manager.b, manager.nonce, 'not json'), 400, 'rest_invalid_param'],
    ];
    for (const [res, status, code] of refusals) {
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([status, code]);
    }
    expect(await stored()).toBeUndefined();
  });

  it('spec 4.1, 7.1: turned on, visitors get the coming-soon page; turned off, the shop again; staff read it back', async () => {
    const manager = await signedIn('shop_manager');
    const read = async () => (await manager.b.request('/wp-json/wc-admin/options?options=woocommerce_coming_soon,blogname', { headers: { 'X-WP-Nonce': manager.nonce } })).json();
    expect(await read()).toEqual({ woocommerce_coming_soon: 'no' });
    const answer = await send(manager.b, manager.nonce, JSON.stringify({ woocommerce_coming_soon: 'yes' }));
    expect([answer.status, await answer.json()]).toEqual([200, { woocommerce_coming_soon: true }]);
    expect(await read()).toEqual({ woocommerce_coming_soon: 'yes' });
    expect(comingSoonPage(await (await shop.app.request('/gioi-thieu/')).text())).toBe(true);
    expect(comingSoonPage(await (await manager.b.request('/gioi-thieu/')).text())).toBe(false);
    expect((await send(manager.b, manager.nonce, JSON.stringify({ woocommerce_coming_soon: 'no' }))).status).toBe(200);
    expect(await stored()).toBe('no');
    expect(comingSoonPage(await (await shop.app.request('/gioi-thieu/')).text())).toBe(false);
  });
});
