// Seeds a benchmark catalogue into <dataDir>: the demo shop plus <extra> generated products.
// Prints the product count and the id of the product the cart and checkout runs buy.
import { openDatabase } from '../src/db/index.server';
import { seedBulkProducts } from '../src/db/seed/bulk.server';
import { demoFacts } from '../src/db/seed/demo-facts.server';
import { seedDemoShopIfEmpty } from '../src/db/seed/index.server';
import { loadConfig } from '../src/lib/config.server';

const [dataDir, extra] = [process.argv[2]!, Number(process.argv[3] ?? 0)];
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/shop.db`, LOG_REQUESTS: '0' });
const database = await openDatabase(config.databaseUrl);
await seedDemoShopIfEmpty(database, config);
if (extra > 0) await seedBulkProducts(database, config, extra);
const { count } = await database.db
  .selectFrom('products')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .where('type', '!=', 'variation')
  .executeTakeFirstOrThrow();
// The cart and checkout runs buy this product over and over; give it stock enough for all of them.
const bought = await database.db
  .updateTable('products')
  .set({ stock_quantity: 10_000_000, stock_status: 'instock' })
  .where('slug', '=', demoFacts.simpleProductSlug)
  .returning('id')
  .executeTakeFirstOrThrow();
console.log(JSON.stringify({ products: Number(count), benchProductId: bought.id }));
await database.close();
