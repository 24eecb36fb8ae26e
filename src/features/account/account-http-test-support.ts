// The account's tests against the shop served over real HTTP, on a database the staff command (its own process) opens too.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase } from '../../db/index.server';
import type { AppEnv } from '../../server/shop.server';
import { createSchema, dropSchema, urlWithSchema, type TestDatabase } from '../../../tests/support/databases';
import { serveOverHttp } from '../../../tests/support/http-shop';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { Browser } from './account-test-support';

/** What `npm run staff -- …` printed and how it ended. */
export interface StaffRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * `npm run staff -- …` as its own process (Node with the tsx loader, as tests/integration/lifecycle.test.ts says why),
 * on the given database; STAFF_PASSWORD only when `password` is given.
 */
export function runStaffCommand(where: { dataDir: string; databaseUrl: string }, args: string[], password?: string): Promise<StaffRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: where.dataDir, DATABASE_URL: where.databaseUrl, NODE_OPTIONS: '--disable-warning=ExperimentalWarning' };
  delete env.STAFF_PASSWORD;
  if (password !== undefined) env.STAFF_PASSWORD = password;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/features/account/staff-command.server.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

/** The databases the HTTP tests run on: SQLite always, PostgreSQL (a schema of its own) when TEST_DATABASE_URL is set. */
export const httpShopDatabases: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface HttpShop {
  shop: TestShop;
  /** The real server's origin. */
  base: string;
  /** A browser talking to the real server from `address` (the shop believes X-Forwarded-For: TRUST_PROXY=1). */
  browser(address?: string): Browser;
  /** The staff command, run against this shop's database. */
  staff(args: string[], password?: string): Promise<StaffRun>;
  close(): Promise<void>;
}

/** The whole shop behind a real node:http server, with TRUST_PROXY=1 so each test browser has its own address. */
export async function openHttpShop(name: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<HttpShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-account-http-'));
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const schema = name === 'postgres' && postgresUrl ? await createSchema(postgresUrl) : undefined;
  const databaseUrl = schema ? urlWithSchema(postgresUrl!, schema) : `file:${join(dataDir, 'shop.db')}`;
  const kind: TestDatabase = {
    name,
    open: async () => {
      const database = schema ? await openDatabase(postgresUrl!, { schema }) : await openDatabase(databaseUrl);
      return {
        ...database,
        dataDir,
        close: async () => {
          await database.close();
          if (schema) await dropSchema(postgresUrl!, schema);
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
  const shop = await openTestShop(kind, { TRUST_PROXY: '1', ...env });
  const server = await serveOverHttp(shop);
  return {
    shop,
    base: server.base,
    browser: (address) => new Browser(overHttp(server.base), address),
    staff: (args, password) => runStaffCommand({ dataDir, databaseUrl }, args, password),
    close: async () => {
      await server.close();
      await shop.close();
    },
  };
}

/**
 * Stands in for the app in TestBrowser: each request goes to the real server by fetch, from the browser's address
 * (what TestBrowser hands the app as the socket's) as X-Forwarded-For; posts carry the shop's Origin, as a browser's do.
 */
function overHttp(base: string): Hono<AppEnv> {
  const request = (path: string, init: RequestInit, env: { incoming: { socket: { remoteAddress: string } } }) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', env.incoming.socket.remoteAddress);
    if (init.method === 'POST') headers.set('origin', base);
    return fetch(base + path, { ...init, headers, redirect: 'manual' });
  };
  return { request } as unknown as Hono<AppEnv>;
}
