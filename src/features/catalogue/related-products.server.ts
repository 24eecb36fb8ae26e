import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import { boundAs, preparedShapes } from '../../db/prepared.server';
import { rememberFor } from '../../lib/remember.server';
import { listedProducts } from './listing-queries.server';

/** How many of the categories' best sellers are ranked by the categories they share (decision 066). */
export const rankedBestSellers = 200;
/** How far down the shop's best sellers a walk reads before the categories' members are gathered instead. */
export const walkedBestSellers = 5000;

type Shape = { categories: number; walk: boolean };
type Values = { productId: number; categoryIds: number[]; pool: number; walked: number };
type Candidate = { id: number; total_sales: number; shared: number | string };

// A walk reads the shop's best sellers in order and keeps the categories' own, so it stops once the pool is full;
// it filters on a subquery, not a join, so both databases hand its rows on in the walk's order.
const candidates = preparedShapes((db: Db, values: Values, shape: Shape) => {
  const ids = sql.join(Array.from({ length: shape.categories }, (_, i) => boundAs(values.categoryIds, (list) => list[i]!)));
  const shared = (id: string) => sql`(select count(*) from product_categories pc where pc.product_id = ${sql.ref(id)} and pc.category_id in (${ids}))`;
  const statement = shape.walk
    ? sql<Candidate>`select id, total_sales, shared from (select top.id, top.total_sales, ${shared('top.id')} as shared
      from (select id, total_sales from products where ${listedProducts} order by total_sales desc, id desc limit ${values.walked}) top) s
      where shared > 0 and id <> ${values.productId} limit ${values.pool}`
    : sql<Candidate>`select id, total_sales, ${shared('products.id')} as shared from products where ${listedProducts}
    and id <> ${values.productId} and id in (select product_id from product_categories where category_id in (${ids}))
    order by total_sales desc, id desc limit ${values.pool}`;
  return { compile: () => statement.compile(db) };
});

// Most shared categories first, then best sellers first (the listings' popularity order).
const byRelatedness = (a: Candidate, b: Candidate) => Number(b.shared) - Number(a.shared) || b.total_sales - a.total_sales || b.id - a.id;

/**
 * Published products of the product's categories: among the categories' `rankedBestSellers` best sellers, those
 * sharing the most categories with it, best sellers first (decision 066). A walk of the shop's best sellers finds
 * them when the categories hold enough of them; fewer than `walked` deep means a small or unsold set, gathered whole.
 */
export async function relatedAmongBestSellers(db: Db, productId: number, categoryIds: number[], limit: number, { ranked = rankedBestSellers, walked = walkedBestSellers } = {}): Promise<number[]> {
  if (!categoryIds.length || limit <= 0) return [];
  // With one category every candidate shares it: the best sellers are the answer.
  const pool = categoryIds.length === 1 ? limit : Math.max(limit, ranked);
  const values = { productId, categoryIds, pool, walked };
  let found = await candidates(db, { categories: categoryIds.length, walk: true }, values);
  if (found.length < pool) found = await candidates(db, { categories: categoryIds.length, walk: false }, values);
  return found.sort(byRelatedness).slice(0, limit).map((c) => c.id);
}

/** `relatedAmongBestSellers`, kept ten minutes per product: a product page asks it on every uncached render. */
export const relatedProductIds = rememberFor(10 * 60_000, 5000, (db: Db, productId: number, categoryIds: number[], limit: number) =>
  relatedAmongBestSellers(db, productId, categoryIds, limit),
);
