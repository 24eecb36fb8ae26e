import type { Hono } from 'hono';
import { createApp, pageStoreFor } from '../../src/app/app.server';
import { followPageChanges } from '../../src/app/page-purges.server';
import type { PageStore } from '../../src/app/page-store.server';
import type { AppEnv, ShopDeps } from '../../src/server/shop.server';
import { cachedSettings } from '../../src/settings/store.server';
import { loadConfig } from '../../src/lib/config.server';
import { seedDemoShopIfEmpty } from '../../src/db/seed/index.server';
import { mailFilesWritten } from '../../src/features/mail/index.server';
import type { TestDatabase } from './databases';

// Every test request comes from loopback, which the per-address limits now count: tests that check a limit set it.
export const testLimits = { LIMIT_SESSIONS_PER_HOUR: '1000000', LIMIT_SIGN_UPS_PER_HOUR: '1000000', LIMIT_CONFIRMATIONS_PER_HOUR: '1000000', LIMIT_QUICK_BUYS_PER_HOUR: '1000000', LIMIT_REVIEWS_PER_HOUR: '1000000' };

export interface TestShop {
  app: Hono<AppEnv>;
  deps: ShopDeps;
  /** The page cache's memory, which a real server (tests/support/http-shop.ts) answers hits from. */
  pages: PageStore;
  close(): Promise<void>;
}

/**
 * The whole shop, seeded with the demo catalogue, on the given database; requests go through `app.request`.
 * `env` adds configuration; the page cache is off unless asked for, so tests see every change at once.
 */
export async function openTestShop(kind: TestDatabase, env: Record<string, string> = {}): Promise<TestShop> {
  const database = await kind.open();
  const config = loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40), PAGE_CACHE_SECONDS: '0', ...testLimits, ...env });
  await seedDemoShopIfEmpty(database, config);
  const deps: ShopDeps = { database, config, settings: cachedSettings(database.db, 0) };
  const pages = pageStoreFor(config);
  const purges = pages.enabled ? followPageChanges(database.db, pages) : undefined;
  // As the server's shutdown: the order mails' copies, written after the answer (decision 055), before the database goes.
  const close = async () => (purges?.stop(), await mailFilesWritten(), await database.close());
  return { app: createApp(deps, undefined, pages), deps, pages, close };
}
