// Related products timed in-process per product, uncached (decision 066): tells the statements apart from the server.
// `tsx bench/related-statements.mts <database url> [products]`.
import { sql } from 'kysely';
import { openDatabase } from '../src/db/index.server';
import { relatedAmongBestSellers } from '../src/features/catalogue/related-products.server';

const [url, count = '40'] = process.argv.slice(2);
if (!url) throw new Error('usage: tsx bench/related-statements.mts <file:… or postgres://…> [products]');
const { db, close } = await openDatabase(url);
// The same spread-out sample on every run and database.
const sample = await db.selectFrom('products').select('id').where('status', '=', 'publish').where('type', 'in', ['simple', 'variable'])
  .orderBy(sql`(id * 7919) % 100003`).limit(Number(count)).execute();
const times: number[] = [];
for (const { id } of sample) {
  const categories = await db.selectFrom('product_categories').select('category_id').where('product_id', '=', id).orderBy('category_id').execute();
  const started = performance.now();
  await relatedAmongBestSellers(db, id, categories.map((c) => c.category_id), 4);
  times.push(performance.now() - started);
}
const at = (p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
console.log(`related products of ${times.length} products: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
await close();
