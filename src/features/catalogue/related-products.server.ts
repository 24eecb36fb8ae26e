import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import { prepared } from '../../db/prepared.server';
import { rememberFor } from '../../lib/remember.server';
import { listedProducts } from './listing-queries.server';

/** How many of the categories' best sellers are ranked by the categories they share (decision 066). */
export const rankedBestSellers = 200;
/** How far down the shop's best sellers a walk reads before the categories' members are gathered instead. */
export const walkedBestSellers = 5000;

/** A listed product in the listings' popularity order (sales, then the newer id). */
export type BestSeller = { id: number; total_sales: number };
/** A category's `count` best sellers, in order. */
export type CategoryBestSellers = (categoryId: number, count: number) => Promise<BestSeller[]>;

type Values = { categoryId: number; count: number; walked: number };

// A walk reads the shop's best sellers in order and keeps the category's own, so it stops once the list is full;
// it filters on a subquery, not a join, so both databases hand its rows on in the walk's order.
const bestSellersWalked = prepared((db: Db, values: Values) => {
  const inCategory = sql`(select count(*) from product_categories pc where pc.product_id = top.id and pc.category_id = ${values.categoryId})`;
  const statement = sql<BestSeller>`select id, total_sales from (select top.id, top.total_sales, ${inCategory} as member
    from (select id, total_sales from products where ${listedProducts} order by total_sales desc, id desc limit ${values.walked}) top) s
    where member > 0 limit ${values.count}`;
  return { compile: () => statement.compile(db) };
});

const bestSellersGathered = prepared((db: Db, values: Values) => {
  const statement = sql<BestSeller>`select id, total_sales from products where ${listedProducts}
    and id in (select product_id from product_categories where category_id = ${values.categoryId})
    order by total_sales desc, id desc limit ${values.count}`;
  return { compile: () => statement.compile(db) };
});

/** A category's `count` best sellers: a walk of the shop's, or, when the walk finds fewer, its members gathered. */
export async function categoryBestSellers(db: Db, categoryId: number, count: number, walked = walkedBestSellers): Promise<BestSeller[]> {
  const values = { categoryId, count, walked };
  const walk = await bestSellersWalked(db, values);
  return walk.length < count ? bestSellersGathered(db, values) : walk;
}

const byPopularity = (a: BestSeller, b: BestSeller) => b.total_sales - a.total_sales || b.id - a.id;

/** The pool's size, how deep a walk reads, and where the categories' lists come from (read on the spot by default). */
export interface RelatedOptions {
  ranked?: number;
  walked?: number;
  bestSellers?: CategoryBestSellers;
}

/**
 * Published products of the product's categories: among the categories' `rankedBestSellers` best sellers, those
 * sharing the most categories with it, best sellers first (decision 066). Each category's list holds one more than
 * the pool: a product among the pool is within the first pool + 1 (the product itself) of each of its categories,
 * so the lists tell exactly which categories it shares.
 */
export async function relatedAmongBestSellers(db: Db, productId: number, categoryIds: number[], limit: number, options: RelatedOptions = {}): Promise<number[]> {
  const { ranked = rankedBestSellers, walked = walkedBestSellers } = options;
  const bestSellers = options.bestSellers ?? ((id: number, count: number) => categoryBestSellers(db, id, count, walked));
  if (!categoryIds.length || limit <= 0) return [];
  // With one category every candidate shares it: the best sellers are the answer.
  const pool = categoryIds.length === 1 ? limit : Math.max(limit, ranked);
  const lists = await Promise.all([...new Set(categoryIds)].map((id) => bestSellers(id, pool + 1)));
  const shared = new Map<number, BestSeller & { shared: number }>();
  for (const list of lists) {
    for (const { id, total_sales } of list.slice(0, pool + 1)) {
      if (id !== productId) shared.set(id, { id, total_sales, shared: (shared.get(id)?.shared ?? 0) + 1 });
    }
  }
  const candidates = [...shared.values()].sort(byPopularity).slice(0, pool);
  // Most shared categories first, then best sellers first (the listings' popularity order).
  return candidates.sort((a, b) => b.shared - a.shared || byPopularity(a, b)).slice(0, limit).map((c) => c.id);
}

// A category's best sellers, kept ten minutes: every product page of the category ranks from the same list.
const keptBestSellers = rememberFor(10 * 60_000, 5000, (db: Db, categoryId: number) => categoryBestSellers(db, categoryId, rankedBestSellers + 1));

/** `relatedAmongBestSellers` from the categories' kept lists: a product page asks it on every uncached render. */
export function relatedProductIds(db: Db, productId: number, categoryIds: number[], limit: number): Promise<number[]> {
  const bestSellers = (categoryId: number, count: number) =>
    count > rankedBestSellers + 1 ? categoryBestSellers(db, categoryId, count) : keptBestSellers(db, categoryId);
  return relatedAmongBestSellers(db, productId, categoryIds, limit, { bestSellers });
}
