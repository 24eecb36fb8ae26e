import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import type { Database } from '../../db/index.server';
import { seedBulkProducts } from '../../db/seed/bulk.server';
import { seedDemoShopIfEmpty } from '../../db/seed/index.server';
import { loadConfig } from '../../lib/config.server';
import { countListing, listingPageIds } from './listing-queries.server';

// Decision 019: a deep page numbers its listing once per change, and the numbering never holds the event loop.
describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('listing positions on %s', (name, kind) => {
  let database: Database & { dataDir: string };
  const stamps = () => database.db.selectFrom('listing_position_stamps').select(['listing', 'orderby']).where('listing', '=', '[]').execute();

  beforeAll(async () => {
    database = await kind.open();
    const config = loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) });
    await seedDemoShopIfEmpty(database, config);
    await seedBulkProducts(database, config, 700); // deeper pages than the walked 240 from both ends
  }, 60_000);
  afterAll(() => database?.close());

  it('issue 10: a deep page stores the positions of its order, once, and reads them', async () => {
    const total = await countListing(database.db, {});
    const deep = Math.floor(total / 2);
    await Promise.all([listingPageIds(database.db, {}, 'price', deep, 24, total), listingPageIds(database.db, {}, 'price', deep + 24, 24, total)]);
    expect(await stamps()).toEqual([{ listing: '[]', orderby: 'price' }]);
    const stored = await database.db.selectFrom('listing_positions').select('product_id').where('listing', '=', '[]').where('orderby', '=', 'price').execute();
    expect(stored).toHaveLength(total);
  });

  it.runIf(name === 'sqlite')('issue 10: numbering waits for a held write lock off the event loop, which keeps turning', async () => {
    // Another program holds the write lock for 400 ms: numbering on the server's own connection would wait for it
    // synchronously (busy timeout), and no timer would fire meanwhile.
    const other = new DatabaseSync(join(database.dataDir, 'shop.db'));
    other.exec('BEGIN IMMEDIATE');
    const release = setTimeout(() => (other.exec('COMMIT'), other.close()), 400);
    let longestGap = 0;
    let last = performance.now();
    const ticking = setInterval(() => ((longestGap = Math.max(longestGap, performance.now() - last)), (last = performance.now())), 5);
    const total = await countListing(database.db, {});
    const ids = await listingPageIds(database.db, {}, 'date', Math.floor(total / 2), 24, total);
    clearInterval(ticking);
    clearTimeout(release);
    expect(ids).toHaveLength(24);
    expect((await stamps()).map((s) => s.orderby)).toContain('date');
    expect(longestGap).toBeLessThan(200);
  });
});
