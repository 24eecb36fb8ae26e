import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../src/features/account/account-test-support';
import { sessionCookie } from '../../src/server/session.server';
import { createSchema, dropSchema, urlWithSchema } from '../support/databases';
import { eachRequestNewConnection } from '../support/round-robin';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

// A shop of two processes, each request on a new connection so consecutive ones reach both: a session that ended
// (logout, a new login) opens nothing in either, since sessions live in the database and no process keeps its own copy.
const postgresUrl = process.env.TEST_DATABASE_URL;
describe.each(postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'])('a session ended in one process is ended in every process, on %s', (name) => {
  let shop: ShopProcess;
  let schema: string | undefined;
  const browser = () => new Browser(eachRequestNewConnection(shop.origin), '127.0.0.1');
  const signedIn = async (token: string) => {
    const b = browser();
    b.cookies.set(sessionCookie, token);
    return (await (await b.request('/tai-khoan/')).text()).includes('Chủ Tài Khoản');
  };

  beforeAll(async () => {
    schema = name === 'postgres' ? await createSchema(postgresUrl!) : undefined;
    shop = await startShopProcess({ WEB_CONCURRENCY: '2', PAGE_CACHE_SECONDS: '30', ...(schema ? { DATABASE_URL: urlWithSchema(postgresUrl!, schema) } : {}) });
  }, 120_000);
  afterAll(async () => {
    shop?.child.kill('SIGTERM');
    await shop?.exited;
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
    if (schema) await dropSchema(postgresUrl!, schema);
  });

  it('decision 011: a logged-out token, or the visitor token a login replaced, is a visitor in both processes on every request', async () => {
    const b = browser();
    await b.request('/tai-khoan/');
    const planted = b.cookies.get(sessionCookie)!;
    expect((await b.register({ email: 'chu.tai.khoan@example.vn', password: 'mat-khau-dai', display_name: 'Chủ Tài Khoản' })).status).toBe(303);
    const live = b.cookies.get(sessionCookie)!;
    expect(live).not.toBe(planted);
    const seen = await Promise.all(Array.from({ length: 6 }, () => signedIn(live)));
    expect(seen).toEqual(Array(6).fill(true));
    expect((await b.logOut()).status).toBe(303);
    for (const token of [live, planted]) {
      const after = await Promise.all(Array.from({ length: 6 }, () => signedIn(token)));
      expect(after).toEqual(Array(6).fill(false));
    }
  }, 60_000);
});
