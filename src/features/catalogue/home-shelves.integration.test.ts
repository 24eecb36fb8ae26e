import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { recordingConnection } from '../../../tests/support/recorded-statements';
import type { Database } from '../../db/index.server';
import { seedBulkProducts } from '../../db/seed/bulk.server';
import { seedDemoShopIfEmpty } from '../../db/seed/index.server';
import { loadConfig } from '../../lib/config.server';
import { loadHomeShelves } from './home-queries.server';

type Row = { id: number; parent_id: number | null; type: string; status: string; featured: number; menu_order: number; created_at: string; sale_price: number | null; regular_price: number | null };

// The shelves worked out in plain code from every product.
function expected(rows: Row[]) {
  const listed = rows.filter((r) => r.status === 'publish' && r.type !== 'variation');
  const newest = (a: Row, b: Row) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
  const onSale = (r: Row) => r.sale_price != null && r.regular_price != null && r.sale_price < r.regular_price;
  const parentsOnSale = new Set(rows.filter((r) => r.type === 'variation' && r.status === 'publish' && onSale(r)).map((r) => r.parent_id));
  return {
    featured: listed.filter((r) => r.featured === 1).sort((a, b) => a.menu_order - b.menu_order || a.id - b.id).slice(0, 8).map((r) => r.id),
    onSale: listed.filter((r) => (r.type === 'simple' && onSale(r)) || parentsOnSale.has(r.id)).sort(newest).slice(0, 8).map((r) => r.id),
    newest: [...listed].sort(newest).slice(0, 8).map((r) => r.id),
  };
}

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('home shelves on %s', (name, kind) => {
  let database: Database & { dataDir: string };
  const rows = () => database.db.selectFrom('products').select(['id', 'parent_id', 'type', 'status', 'featured', 'menu_order', 'created_at', 'sale_price', 'regular_price']).execute() as Promise<Row[]>;

  beforeAll(async () => {
    database = await kind.open();
    const config = loadConfig({ DATA_DIR: database.dataDir, LOG_REQUESTS: '0', SESSION_SECRET: 'x'.repeat(40) });
    await seedDemoShopIfEmpty(database, config);
    await seedBulkProducts(database, config, 400);
  }, 60_000);
  afterAll(() => database?.close());

  it('issue 10: featured, on sale (also through a variation) and newest, as a full scan would find them', async () => {
    expect(await loadHomeShelves(database.db)).toEqual(expected(await rows()));
    // A new product's variation goes on sale: its parent joins the on-sale shelf at the front.
    const variation = (await rows()).filter((r) => r.type === 'variation' && r.regular_price != null).at(-1)!;
    await database.db.updateTable('products').set({ sale_price: variation.regular_price! - 1000 }).where('id', '=', variation.id).execute();
    await database.db.updateTable('products').set({ created_at: '2100-01-01T00:00:00.000Z' }).where('id', '=', variation.parent_id!).execute();
    const shelves = await loadHomeShelves(database.db);
    expect(shelves.onSale[0]).toBe(variation.parent_id);
    expect(shelves).toEqual(expected(await rows()));
  });

  it.runIf(name === 'sqlite')('issue 10: the shelves are one statement, each arm reads its own index, none scans the products table', async () => {
    const recorded = await recordingConnection(database);
    await loadHomeShelves(recorded.db);
    await recorded.close();
    expect(recorded.seen).toHaveLength(1);
    const query = recorded.seen[0]!;
    const plan = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    // Each arm runs as a co-routine named by its alias; a walk is fine only along the arm's own index.
    const own: Record<string, string> = { f: 'featured', s: 'on_sale', v: 'on_sale', n: 'created' };
    let arm = '';
    const scans: string[] = [];
    for (const { detail } of plan.rows) {
      arm = /^CO-ROUTINE (\w+)/.exec(detail)?.[1] ?? arm;
      if (detail.startsWith('SCAN products') && !new RegExp(`USING (COVERING )?INDEX products_${own[arm]}\\b`).test(detail)) scans.push(`${arm}: ${detail}`);
    }
    expect(Object.keys(own).every((alias) => plan.rows.some((r) => r.detail === `CO-ROUTINE ${alias}`)), plan.rows.map((r) => r.detail).join('\n')).toBe(true);
    expect(scans).toEqual([]);
  });
});
