import type { CompiledQuery } from 'kysely';
import { createApp, pageStoreFor } from '../../src/app/app.server';
import { seedDemoShopIfEmpty } from '../../src/db/seed/index.server';
import { loadConfig } from '../../src/lib/config.server';
import type { ShopDeps } from '../../src/server/shop.server';
import { cachedSettings } from '../../src/settings/store.server';
import type { TestDatabase } from './databases';
import { recordingConnection } from './recorded-statements';
import { testLimits } from './shop';

/**
 * The demo shop whose pages run on a recording connection (page cache off, settings kept as the server keeps them):
 * `statementsOf(path)` asks for the page twice, as a running shop has its memories warm, and answers the second
 * request's statements.
 */
export async function countedShop(kind: TestDatabase) {
  const database = await kind.open();
  const config = loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40), PAGE_CACHE_SECONDS: '0', ...testLimits });
  await seedDemoShopIfEmpty(database, config);
  const recorded = await recordingConnection(database);
  const deps: ShopDeps = { database: { ...database, db: recorded.db }, config, settings: cachedSettings(recorded.db) };
  const app = createApp(deps, undefined, pageStoreFor(config));
  const get = async (path: string) => {
    const res = await app.request(path);
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
    return res.text();
  };
  return {
    database,
    get,
    async statementsOf(path: string): Promise<CompiledQuery[]> {
      await get(path);
      recorded.seen.length = 0;
      await get(path);
      return [...recorded.seen];
    },
    close: async () => (await recorded.close(), await database.close()),
  };
}
