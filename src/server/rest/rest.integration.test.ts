import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { Browser, openTestShop, staleRestNonce } from '../../features/account/account-test-support';
import { restClient } from '../../client/rest/rest-client';

const origin = 'http://localhost';
const usersMe = '/wp-json/wp/v2/users/me';
const dismissed = { meta: { woocommerce_coming_soon_banner_dismissed: 'yes' } };

describe.each(testDatabases.map((d) => [d.name, d] as const))('the REST layer on %s (issue 13)', (_name, kind) => {
  let shop: TestShop;
  let serial = 0;
  const db = () => shop.deps.database.db;

  /** A signed-in customer's browser and their REST nonce from the refresh endpoint. */
  async function signedIn(): Promise<{ b: Browser; nonce: string; id: number }> {
    const b = new Browser(shop.app);
    const email = `rest${++serial}@example.vn`;
    expect((await b.register({ email, password: 'mat-khau-dai', display_name: 'Lê Thị Hoa' })).status).toBe(303);
    const res = await b.request('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect(res.status).toBe(200);
    const nonce = await res.text();
    expect(nonce).toMatch(/^[0-9a-f]{20}$/);
    const id = (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    return { b, nonce, id };
  }

  const send = (b: Browser, path: string, body: unknown, headers: Record<string, string> = {}) =>
    b.request(path, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const metaRows = (id: number) => db().selectFrom('user_meta').select(['meta_key', 'meta_value']).where('user_id', '=', id).execute();

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('a valid X-WP-Nonce lets the user write their banner meta; the answer carries it', async () => {
    const { b, nonce, id } = await signedIn();
    const res = await send(b, usersMe, dismissed, { 'X-WP-Nonce': nonce });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, name: 'Lê Thị Hoa', ...dismissed });
    expect(await metaRows(id)).toEqual([{ meta_key: 'woocommerce_coming_soon_banner_dismissed', meta_value: 'yes' }]);
    expect((await send(b, `/wp-json/wp/v2/users/${id}?_wpnonce=${nonce}`, dismissed)).status).toBe(200);
  });

  it('without a nonce the call is a visitor\'s: 401 rest_not_logged_in, nothing written', async () => {
    const { b, id } = await signedIn();
    const res = await send(b, usersMe, dismissed);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
    expect(await metaRows(id)).toEqual([]);
  });

  it('a stale nonce, or another user\'s, answers 403 rest_cookie_invalid_nonce; nothing written', async () => {
    const { b, id } = await signedIn();
    const other = await signedIn();
    const stale = staleRestNonce(shop, b);
    for (const nonce of [stale, other.nonce, 'not-a-nonce']) {
      const res = await send(b, usersMe, dismissed, { 'X-WP-Nonce': nonce });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'rest_cookie_invalid_nonce', message: expect.any(String), data: { status: 403 } });
    }
    expect(await metaRows(id)).toEqual([]);
    // The contact forms' calls sit on the same router: a signed-in sender's stale nonce is refused there too.
    expect((await b.request('/wp-json/contact-form-7/v1/contact-forms/1/refill', { headers: { 'X-WP-Nonce': stale } })).status).toBe(403);
  });

  it('another user\'s id is refused with rest_cannot_edit; a visitor gets rest_not_logged_in and no nonce to refresh', async () => {
    const { b, nonce } = await signedIn();
    const other = await signedIn();
    const res = await send(b, `/wp-json/wp/v2/users/${other.id}`, dismissed, { 'X-WP-Nonce': nonce });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'rest_cannot_edit', data: { status: 403 } });
    expect(await metaRows(other.id)).toEqual([]);
    const visitor = new Browser(shop.app);
    expect((await send(visitor, usersMe, dismissed, { 'X-WP-Nonce': nonce })).status).toBe(401);
    const refresh = await visitor.request('/wp-admin/admin-ajax.php?action=rest-nonce');
    expect([refresh.status, await refresh.text()]).toEqual([400, '0']);
  });

  it('hostile bodies: unknown keys, values and broken JSON are 400s in the contract\'s shape, nothing half-written', async () => {
    const { b, nonce, id } = await signedIn();
    const bad: unknown[] = [
      { meta: { woocommerce_coming_soon_banner_dismissed: 'yes', is_admin: '1' } },
      { meta: { woocommerce_coming_soon_banner_dismissed: '<script>' } },
      JSON.parse('{"meta":{"__proto__":"x","constructor":"yes"}}'),
      { meta: ['yes'] },
    ];
    for (const body of bad) {
      const res = await send(b, usersMe, body, { 'X-WP-Nonce': nonce });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
    const broken = await b.request(usersMe, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json', 'X-WP-Nonce': nonce }, body: '{"meta":' });
    expect([broken.status, ((await broken.json()) as { code: string }).code]).toEqual([400, 'rest_invalid_json']);
    expect(await metaRows(id)).toEqual([]);
    const form = await b.request(usersMe, { method: 'POST', headers: { Origin: origin, 'X-WP-Nonce': nonce }, body: new URLSearchParams({ 'meta[woocommerce_coming_soon_banner_dismissed]': 'yes' }) });
    expect(form.status).toBe(200);
  });

  it('spec 7.7: X-HTTP-Method-Override and _method route a POST as PUT, PATCH or DELETE; other names are ignored', async () => {
    const { b, nonce } = await signedIn();
    expect((await send(b, usersMe, dismissed, { 'X-WP-Nonce': nonce, 'X-HTTP-Method-Override': 'PATCH' })).status).toBe(200);
    expect((await send(b, `${usersMe}?_method=put`, dismissed, { 'X-WP-Nonce': nonce })).status).toBe(200);
    const deleted = await send(b, `${usersMe}?_method=DELETE`, dismissed, { 'X-WP-Nonce': nonce });
    expect([deleted.status, ((await deleted.json()) as { code: string }).code]).toEqual([404, 'rest_no_route']);
    expect((await send(b, usersMe, dismissed, { 'X-WP-Nonce': nonce, 'X-HTTP-Method-Override': 'GET' })).status).toBe(200);
  });

  it('decision 020: a change from another site is refused before the nonce is looked at', async () => {
    const { b, nonce, id } = await signedIn();
    const res = await send(b, usersMe, dismissed, { 'X-WP-Nonce': nonce, Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'rest_cross_site', data: { status: 403 } });
    expect(await metaRows(id)).toEqual([]);
  });

  it('spec 7.7: the browser helper, given a stale nonce, refreshes it from rest-nonce and its retry is accepted', async () => {
    const { b, id } = await signedIn();
    const viaBrowser = ((url: string, init: RequestInit = {}) => b.request(url, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), Origin: origin } })) as typeof fetch;
    const rest = restClient({ root: '/wp-json/', nonce: '0'.repeat(20), nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce', fetch: viaBrowser });
    expect(await rest.request({ path: 'wp/v2/users/me', method: 'PUT', data: dismissed })).toMatchObject({ id, ...dismissed });
    expect(rest.nonce()).toMatch(/^[0-9a-f]{20}$/);
  });

  it('lists answer X-WP-Total and X-WP-TotalPages; the helper walks per_page=-1 in pages of 100; bad paging is a 400', async () => {
    const total = Number((await db().selectFrom('images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const res = await shop.app.request('/wp-json/wp/v2/media?per_page=7&page=2');
    expect(res.headers.get('X-WP-Total')).toBe(String(total));
    expect(res.headers.get('X-WP-TotalPages')).toBe(String(Math.ceil(total / 7)));
    const page = (await res.json()) as { id: number; source_url: string }[];
    expect(page).toHaveLength(Math.min(7, total - 7));
    const asked: string[] = [];
    const viaApp = ((url: string, init?: RequestInit) => (asked.push(url), shop.app.request(url, init))) as typeof fetch;
    const all = await restClient({ root: '/wp-json/', fetch: viaApp }).request<{ id: number }[]>({ path: 'wp/v2/media?per_page=-1' });
    expect(all.map((m) => m.id)).toEqual([...new Set(all.map((m) => m.id))]);
    expect(all).toHaveLength(total);
    expect(asked).toHaveLength(Math.ceil(total / 100));
    for (const query of ['per_page=101', 'per_page=0', 'page=0', 'page=x', 'per_page=-1']) {
      const bad = await shop.app.request(`/wp-json/wp/v2/media?${query}`);
      expect([bad.status, ((await bad.json()) as { code: string }).code]).toEqual([400, 'rest_invalid_param']);
    }
    expect((await shop.app.request(`/wp-json/wp/v2/media?page=${Math.ceil(total / 10) + 1}`)).status).toBe(400);
  });

  it('issue 13: what a signed-in user reads of their own (their name, meta, a fresh nonce) is private, no-store', async () => {
    const { b, nonce } = await signedIn();
    for (const res of [
      await b.request(usersMe, { headers: { 'X-WP-Nonce': nonce } }),
      await send(b, usersMe, dismissed, { 'X-WP-Nonce': nonce }),
      await b.request('/wp-admin/admin-ajax.php?action=rest-nonce'),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('an unknown route answers 404 rest_no_route', async () => {
    const res = await shop.app.request('/wp-json/wp/v2/khong-co');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'rest_no_route', message: expect.any(String), data: { status: 404 } });
  });
});
