import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import type { Database } from '../../db/index.server';
import { seedDemoShopIfEmpty } from '../../db/seed/index.server';
import { loadConfig } from '../../lib/config.server';

const postgres = testDatabases.filter((d) => d.name === 'postgres').map((d) => [d.name, d] as [string, TestDatabase]);

// The best-seller check of migration 025's `search_source`, as it spells it.
const bestSellersCheck = sql`select exists (select 1 from (select search_text from products where status = 'publish' and type in ('simple', 'variable')
  order by total_sales desc, id limit 500) b where b.search_text like all(array['%xach%', '%jean%']))`;

describe.each(postgres)('the best sellers’ search texts on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  beforeAll(async () => {
    database = await kind.open();
    await seedDemoShopIfEmpty(database, loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) }));
    await sql`vacuum analyze products`.execute(database.db); // the visibility map an index-only read needs, as autovacuum keeps it
  });
  afterAll(() => database?.close());

  it('issue 10 target 5: the search’s best-seller check reads one index, not the products’ rows (decision 051)', async () => {
    const plan = await database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx); // 65 demo products: a scan would win, as it would not at 100k
      return (await sql<{ 'QUERY PLAN': string }>`explain ${bestSellersCheck}`.execute(trx)).rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan using products_listed_best_sellers_text');
  });
});
