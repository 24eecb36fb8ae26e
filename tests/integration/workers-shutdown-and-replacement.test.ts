import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/index.server';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { checkoutForm, productId, Shopper, validFields } from '../../src/features/checkout/checkout-test-support';
import type { AppEnv } from '../../src/server/shop.server';
import { createSchema, dropSchema, urlWithSchema } from '../support/databases';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

// Longer than the 15 s the primary used to allow its workers whatever SHUTDOWN_GRACE_SECONDS said.
const graceSeconds = 20;
const bodyLateMs = 16_500;

// Shoppers over real HTTP, one connection per request, so the two workers share them; posts carry the Origin.
const overHttp = (origin: string) =>
  ({
    request: (path: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      headers.set('connection', 'close');
      if (init.method === 'POST') headers.set('origin', origin);
      return fetch(origin + path, { ...init, headers, redirect: 'manual' });
    },
  }) as unknown as Hono<AppEnv>;

const sqliteFile = (dataDir: string) => `file:${join(dataDir, 'shop.db')}`;
const postgresUrl = process.env.TEST_DATABASE_URL;
const targets = [
  { name: 'SQLite', start: async () => ({ url: sqliteFile, open: (dataDir: string) => openDatabase(sqliteFile(dataDir)), drop: async () => {} }) },
  ...(postgresUrl
    ? [
        {
          name: 'PostgreSQL',
          async start() {
            const schema = await createSchema(postgresUrl);
            return { url: () => urlWithSchema(postgresUrl, schema), open: () => openDatabase(postgresUrl, { schema }), drop: () => dropSchema(postgresUrl, schema) };
          },
        },
      ]
    : []),
];

// A fixed port: with PORT=0 workers started after the others died would listen on another one.
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// The primary's workers: its children that node:cluster started.
const workersOf = (primary: number): number[] =>
  readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').includes('NODE_UNIQUE_ID=');
      } catch {
        return false;
      }
    });

async function until(what: string, done: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  for (const start = Date.now(); !(await done()); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms: ${what}`);
  }
}

describe.each(targets.map((t) => [t.name, t] as const))('a shop of two workers (WEB_CONCURRENCY=2) on %s', (_name, target) => {
  let shop: ShopProcess;
  let database: Database;
  let drop = async () => {};
  const listening = () => shop.lines.filter((line) => line.event === 'listening').length;
  const copies = () => readdirSync(join(shop.dataDir, 'mail')).filter((name) => name.endsWith('.eml'));
  const outboxIds = async () => (await database.db.selectFrom('outbox').select('id').execute()).map((row) => row.id);

  async function shopperAtCheckout(): Promise<{ shopper: Shopper; fields: Record<string, string> }> {
    const shopper = new Shopper(overHttp(shop.origin), '127.0.0.1');
    const id = String(await productId(database.db, demoFacts.simpleProductSlug));
    expect(await shopper.json('add_to_cart', { product_id: id, quantity: '1' })).toHaveProperty('fragments');
    return { shopper, fields: validFields(await checkoutForm(shopper)) };
  }

  beforeAll(async () => {
    const where = await target.start();
    drop = where.drop;
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-workers-lost-'));
    shop = await startShopProcess({ PORT: String(await freePort()), WEB_CONCURRENCY: '2', SHUTDOWN_GRACE_SECONDS: String(graceSeconds), PAGE_CACHE_SECONDS: '0', DATABASE_URL: where.url(dataDir) }, dataDir);
    database = await where.open(dataDir);
    await until('both workers listen', () => listening() === 2);
  }, 120_000);
  afterAll(async () => {
    if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGKILL');
    await shop.exited;
    await database.close();
    await drop();
    rmSync(shop.dataDir, { recursive: true, force: true });
  }, 30_000);

  it('decisions 013, 055: the mail copies two workers killed with kill -9 left unwritten are written when they are replaced', async () => {
    for (let n = 0; n < 2; n++) {
      const { shopper, fields } = await shopperAtCheckout();
      expect(await shopper.json('checkout', fields)).toMatchObject({ result: 'success' });
    }
    const ids = await outboxIds();
    expect(ids.length).toBeGreaterThanOrEqual(2);
    await until('every copy is written', () => copies().length === ids.length, 10_000);
    // As if both had been killed between their commits and their copies: the copies are gone.
    for (const name of copies()) rmSync(join(shop.dataDir, 'mail', name));
    for (const pid of workersOf(shop.child.pid!)) process.kill(pid, 'SIGKILL');
    await until('both replacements listen', () => listening() === 4);
    expect(copies().sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
    expect(shop.lines.filter((line) => line.event === 'mail-file')).toEqual([]);
  }, 90_000);

  it(`decision 025: SIGTERM lets a checkout in flight finish ${bodyLateMs / 1000} s later within SHUTDOWN_GRACE_SECONDS=${graceSeconds}; the workers stop cleanly and the group exits 0`, async () => {
    const { shopper, fields } = await shopperAtCheckout();
    const before = new Set(await outboxIds());
    const body = new URLSearchParams(fields).toString();
    const half = Math.floor(body.length / 2);
    const { port } = new URL(shop.origin);
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const cookie = [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    socket.write(
      `POST /?wc-ajax=checkout HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${shop.origin}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((r) => setTimeout(r, 300)); // the worker has read the headers: the request is in flight
    const signalled = Date.now();
    shop.child.kill('SIGTERM');
    setTimeout(() => socket.write(body.slice(half)), bodyLateMs);
    const code = await shop.exited;
    await ended;

    expect(Date.now() - signalled).toBeGreaterThan(bodyLateMs);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"result":"success"');
    expect(code).toBe(0);
    expect(shop.lines.filter((line) => line.event === 'shutdown-grace-over')).toEqual([]);
    expect(shop.lines.filter((line) => line.event === 'shutdown-complete')).toHaveLength(2);
    // The worker waited for the order's mail copies before closing its database.
    const added = (await outboxIds()).filter((id) => !before.has(id));
    expect(added.length).toBeGreaterThan(0);
    for (const id of added) expect(existsSync(join(shop.dataDir, 'mail', `${id}.eml`))).toBe(true);
  }, 60_000);
});
