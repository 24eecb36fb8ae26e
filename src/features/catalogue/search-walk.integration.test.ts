import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import type { Database } from '../../db/index.server';
import { seedDemoShopIfEmpty } from '../../db/seed/index.server';
import { loadConfig } from '../../lib/config.server';
import { findProductIds } from './search-queries.server';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('a bounded walk of the best sellers on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  let bestSellers: number[];
  // Two words too short to look up, held together by two products: the 3rd best seller and the last one.
  const match = { words: ['qx', 'zq'], phrase: 'qx zq' };

  beforeAll(async () => {
    database = await kind.open();
    await seedDemoShopIfEmpty(database, loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) }));
    const db = database.db;
    await db.updateTable('products').set((eb) => ({ total_sales: eb('id', '*', 3) })).execute();
    const listed = await db.selectFrom('products').select('id').where('status', '=', 'publish').where('type', 'in', ['simple', 'variable']).orderBy('total_sales', 'desc').orderBy('id').execute();
    bestSellers = listed.map((r) => r.id);
    for (const id of [bestSellers[2]!, bestSellers.at(-1)!]) {
      const { search_text } = await db.selectFrom('products').select('search_text').where('id', '=', id).executeTakeFirstOrThrow();
      await db.updateTable('products').set({ search_text: `${search_text} ma qx zq` }).where('id', '=', id).execute();
    }
  });
  afterAll(() => database?.close());

  it('issue 10: a suggestion of short words reads only the first best sellers; the results page reads them all', async () => {
    expect(await findProductIds(database.db, match, 10)).toEqual([bestSellers[2], bestSellers.at(-1)]);
    expect(await findProductIds(database.db, match, 10, 0, 5)).toEqual([bestSellers[2]]);
    expect(await findProductIds(database.db, match, 10, 0, 2)).toEqual([]);
    // Names starting with the phrase are found by their own index, not the walk.
    expect(await findProductIds(database.db, { words: ['dam'], phrase: 'dam' }, 10, 0, 1)).toEqual(await findProductIds(database.db, { words: ['dam'], phrase: 'dam' }, 10));
  });
});
