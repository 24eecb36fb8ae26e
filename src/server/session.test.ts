import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/index.server';
import { loadConfig } from '../lib/config.server';
import { testDatabases } from '../../tests/support/databases';
import { ensureSession, purgeExpiredSessions, readSession, sessionCookie } from './session.server';
import { addNotice, takeNotices } from './notices.server';
import type { AppEnv } from './shop.server';
import { cachedSettings } from '../settings/store.server';

const hour = 3_600_000;

function testApp(database: Database & { dataDir: string }, env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: database.dataDir, SESSION_SECRET: 'x'.repeat(40), ...env });
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { database, config, settings: cachedSettings(database.db, 0) });
    await next();
  });
  app.get('/read', async (c) => c.json({ id: (await readSession(c))?.id ?? null }));
  app.post('/ensure', async (c) => c.json({ id: (await ensureSession(c)).id }));
  app.post('/notice', async (c) => {
    await addNotice(c, { kind: 'success', text: 'Đã thêm' });
    return c.body(null);
  });
  app.get('/notices', async (c) => c.json(await takeNotices(c)));
  return app;
}

const tokenOf = (res: Response) => /shop_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const cookie = (token: string) => ({ headers: { cookie: `${sessionCookie}=${token}` } });

describe.each(testDatabases.map((d) => [d.name, d] as const))('decision 011: sessions on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  let app: ReturnType<typeof testApp>;
  const sessions = () => database.db.selectFrom('sessions').selectAll().execute();

  beforeAll(async () => {
    database = await kind.open();
    app = testApp(database);
  });
  afterAll(() => database?.close());
  afterEach(async () => {
    vi.useRealTimers();
    await database.db.deleteFrom('sessions').execute();
  });

  it('reading writes nothing and makes no session for a visitor without a cookie', async () => {
    const res = await app.request('/read');
    expect(await res.json()).toEqual({ id: null });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await sessions()).toEqual([]);
  });

  it('a new session sets an HttpOnly, SameSite=Lax cookie for 48 hours and stores only the token hash', async () => {
    const res = await app.request('/ensure', { method: 'POST' });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=172800/);
    expect(setCookie).not.toMatch(/Secure/);
    const token = tokenOf(res)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await sessions();
    expect(row!.id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await sessions())).not.toContain(token);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(48 * hour);
    expect(await (await app.request('/read', cookie(token))).json()).toEqual({ id: row!.id });
  });

  it('the cookie is Secure over HTTPS and when the public address is https', async () => {
    expect((await app.request('https://shop.vn/ensure', { method: 'POST' })).headers.get('set-cookie')).toMatch(/Secure/);
    const behindProxy = testApp(database, { PUBLIC_URL: 'https://shop.vn' });
    expect((await behindProxy.request('/ensure', { method: 'POST' })).headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('an unknown or malformed token opens nothing', async () => {
    await app.request('/ensure', { method: 'POST' });
    for (const token of ['A'.repeat(43), 'short', "x' OR 1=1 --"]) {
      expect(await (await app.request('/read', cookie(token))).json()).toEqual({ id: null });
    }
  });

  it('a visit records itself at most once a minute and pushes the expiry back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 2, 1, 8, 0, 0));
    const token = tokenOf(await app.request('/ensure', { method: 'POST' }))!;
    const [created] = await sessions();
    vi.setSystemTime(Date.UTC(2026, 2, 1, 8, 0, 50));
    const soon = await app.request('/read', cookie(token));
    expect(soon.headers.get('set-cookie')).toBeNull();
    expect(await sessions()).toEqual([created]);
    vi.setSystemTime(Date.UTC(2026, 2, 1, 9, 0, 0));
    const later = await app.request('/read', cookie(token));
    expect(tokenOf(later)).toBe(token);
    const [seen] = await sessions();
    expect(seen!.last_seen_at).toBe('2026-03-01T09:00:00.000Z');
    expect(seen!.expires_at).toBe('2026-03-03T09:00:00.000Z');
  });

  it('SESSION_IDLE_HOURS sets the idle expiry; an expired session is gone and a new one replaces it', async () => {
    const short = testApp(database, { SESSION_IDLE_HOURS: '2' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 2, 1, 8, 0, 0));
    const token = tokenOf(await short.request('/ensure', { method: 'POST' }))!;
    expect((await sessions())[0]!.expires_at).toBe('2026-03-01T10:00:00.000Z');
    vi.setSystemTime(Date.UTC(2026, 2, 1, 10, 0, 1));
    expect(await (await short.request('/read', cookie(token))).json()).toEqual({ id: null });
    const fresh = tokenOf(await short.request('/ensure', { ...cookie(token), method: 'POST' }));
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(token);
  });

  it('purging deletes expired sessions with their carts and keeps live ones', async () => {
    const live = tokenOf(await app.request('/ensure', { method: 'POST' }))!;
    await app.request('/ensure', { method: 'POST' });
    const liveId = createHash('sha256').update(live).digest('hex');
    const liveRow = (await sessions()).find((s) => s.id === liveId);
    const oldRow = (await sessions()).find((s) => s.id !== liveId);
    await database.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', oldRow!.id).execute();
    const product = await database.db
      .insertInto('products')
      .values({ type: 'simple', slug: `p-${Date.now()}`, name: 'Ví', created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const session of [liveRow!, oldRow!]) {
      await database.db.insertInto('cart_items').values({ session_id: session.id, item_key: 'k', product_id: product.id, variation_id: null, quantity: 1, added_at: '2026-01-01T00:00:00.000Z' }).execute();
    }
    expect(await purgeExpiredSessions(database.db)).toBe(1);
    expect((await sessions()).map((s) => s.id)).toEqual([liveRow!.id]);
    expect((await database.db.selectFrom('cart_items').select('session_id').execute()).map((r) => r.session_id)).toEqual([liveRow!.id]);
  });

  it('a notice is shown once: the first page that takes it clears it', async () => {
    const token = tokenOf(await app.request('/notice', { method: 'POST' }))!;
    expect(await (await app.request('/notices', cookie(token))).json()).toEqual([{ kind: 'success', text: 'Đã thêm' }]);
    expect(await (await app.request('/notices', cookie(token))).json()).toEqual([]);
  });
});
