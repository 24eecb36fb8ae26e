import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { signedInAs, staleRestNonce, type Browser } from '../../features/account/account-test-support';
import { restClient } from './rest-client';

// The browser REST helper against the real shop over HTTP: the shop's routes answer, not a script of them.
describe.each(testDatabases.map((d) => [d.name, d] as const))('the browser REST helper against the shop on %s (spec 7.7, 8.4, 9.7)', (_name, kind) => {
  const suite = shopOverHttpForSuite(kind);
  const sent: string[] = [];
  /** The page's fetch: same-origin, with the browser's cookies and Origin, as a page on the shop sends them. */
  const pageFetch = (b?: Browser): typeof fetch => (input, init) => {
    const url = new URL(String(input), suite.base());
    sent.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    const headers = new Headers(init?.headers);
    if (b) headers.set('cookie', [...b.cookies].map(([n, v]) => `${n}=${v}`).join('; '));
    headers.set('origin', suite.base());
    return fetch(url, { ...init, headers });
  };


  it('spec 9.7: per_page=-1 walks the shop\'s media in pages of 100 and gets every image once', async () => {
    const images = Number((await suite.shop().deps.database.db.selectFrom('images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(images).toBeGreaterThan(100); // more than one page, or the walk proves nothing
    sent.length = 0;
    const items = await restClient({ root: '/wp-json/', fetch: pageFetch() }).request<{ id: number }[]>({ path: 'wp/v2/media?per_page=-1' });
    expect(new Set(items.map((i) => i.id)).size).toBe(images);
    expect(sent).toEqual(Array.from({ length: Math.ceil(images / 100) }, (_, i) => `GET /wp-json/wp/v2/media?per_page=100&page=${i + 1}`));
  });

  it('spec 8.4: a stale nonce is answered rest_cookie_invalid_nonce; the helper takes a fresh one and the call goes through once more', async () => {
    const { b } = await signedInAs(suite.shop(), 'customer');
    const rest = restClient({ root: '/wp-json/', nonce: staleRestNonce(suite.shop(), b), nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce', fetch: pageFetch(b) });
    sent.length = 0;
    const me = await rest.request<{ meta: Record<string, string> }>({ path: 'wp/v2/users/me', method: 'PATCH', data: { meta: { woocommerce_coming_soon_banner_dismissed: 'yes' } } });
    expect(me.meta.woocommerce_coming_soon_banner_dismissed).toBe('yes'); // sent as POST with the override, read as PATCH
    expect(sent).toEqual(['POST /wp-json/wp/v2/users/me', 'GET /wp-admin/admin-ajax.php?action=rest-nonce', 'POST /wp-json/wp/v2/users/me']);
    expect(rest.nonce()).toMatch(/^[0-9a-f]{20}$/);
  });

  it('spec 8.4: other refusals are the server\'s error as it sent it, with no nonce refresh asked', async () => {
    const { b } = await signedInAs(suite.shop(), 'customer');
    const stale = staleRestNonce(suite.shop(), b);
    b.cookies.clear(); // signed out since: the nonce is not what is wrong
    sent.length = 0;
    const rest = restClient({ root: '/wp-json/', nonce: stale, nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce', fetch: pageFetch(b) });
    await expect(rest.request({ path: 'wp/v2/users/me' })).rejects.toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
    expect(sent).toEqual(['GET /wp-json/wp/v2/users/me']);
    await expect(restClient({ root: '/wp-json/', fetch: pageFetch() }).request({ path: 'wp/v2/media?per_page=101' })).rejects.toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });
});
