// Seeds a benchmark catalogue into <dataDir> (and <databaseUrl>, SQLite in the folder by default): the demo shop
// plus <extra> generated products, in chunks so a million products never sit in memory at once; completes an
// interrupted build. Prints the product count and the id of the product the cart and checkout runs buy.
import { sql } from 'kysely';
import { openDatabase } from '../src/db/index.server';
import { seedBulkProducts } from '../src/db/seed/bulk.server';
import { demoFacts } from '../src/db/seed/demo-facts.server';
import { seedDemoShopIfEmpty } from '../src/db/seed/index.server';
import { loadConfig } from '../src/lib/config.server';

const [dataDir, extra] = [process.argv[2]!, Number(process.argv[3] ?? 0)];
const databaseUrl = process.argv[4] ?? `file:${dataDir}/shop.db`;
const chunk = 50_000;
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_REQUESTS: '0' });
const database = await openDatabase(config.databaseUrl);
await seedDemoShopIfEmpty(database, config);

const countProducts = async (bulkOnly: boolean) => {
  let query = database.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '!=', 'variation');
  if (bulkOnly) query = query.where('sku', 'like', 'BULK-%');
  return Number((await query.executeTakeFirstOrThrow()).n);
};
const already = await countProducts(true);
if (already > 0 && already < extra) process.stderr.write(`  going on from ${already} of ${extra} generated products\n`);
for (let done = already; done < extra; done = await countProducts(true)) {
  await seedBulkProducts(database, config, Math.min(chunk, extra - done));
  if (extra > chunk) process.stderr.write(`  ${Math.min(extra, done + chunk)} of ${extra} generated products\n`);
}
// The cart and checkout runs buy this product over and over; give it stock enough for all of them.
const bought = await database.db
  .updateTable('products')
  .set({ stock_quantity: 10_000_000, stock_status: 'instock' })
  .where('slug', '=', demoFacts.simpleProductSlug)
  .returning('id')
  .executeTakeFirstOrThrow();
// Statistics and visibility maps for PostgreSQL's planner and index-only scans, as autovacuum would make in time.
if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
console.log(JSON.stringify({ products: await countProducts(false), benchProductId: bought.id }));
await database.close();
