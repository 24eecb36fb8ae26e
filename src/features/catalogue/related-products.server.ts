import { sql } from 'kysely';
import type { Db } from '../../db/index.server';
import { prepared } from '../../db/prepared.server';
import { rememberFor } from '../../lib/remember.server';
import { listedProducts } from './listing-queries.server';

/** How many of the categories' best sellers are ranked by the categories they share (decision 066). */
export const rankedBestSellers = 200;
/** How far down the shop's best sellers a walk reads before the categories' members are gathered instead. */
export const walkedBestSellersDepth = 5000;

/** A listed product in the listings' popularity order (sales, then the newer id). */
export type BestSeller = { id: number; total_sales: number };
/** Some of a category's best sellers, in order: every member ranked at or above `through` is in `list`. */
export type KnownBestSellers = { list: BestSeller[]; through: BestSeller };
/** A category's best sellers, `count` at most: walked (known down to a horizon) or gathered (known through `count`). */
export type CategoryBestSellers = (categoryId: number, count: number) => Promise<KnownBestSellers>;

/** Ranks below every product: a list known through it holds every member of its category. */
const bottom: BestSeller = { id: -Infinity, total_sales: -Infinity };
const byPopularity = (a: BestSeller, b: BestSeller) => b.total_sales - a.total_sales || b.id - a.id;
const atOrAbove = (a: BestSeller, b: BestSeller) => byPopularity(a, b) <= 0;

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

// The last best seller a walk reads: a walk that fills less than its list has seen every member ranked above it.
const lastWalked = prepared((db: Db, values: { offset: number }) => {
  const statement = sql<BestSeller>`select id, total_sales from products where ${listedProducts}
    order by total_sales desc, id desc limit 1 offset ${values.offset}`;
  return { compile: () => statement.compile(db) };
});

const bestSellersGathered = prepared((db: Db, values: Omit<Values, 'walked'>) => {
  const statement = sql<BestSeller>`select id, total_sales from products where ${listedProducts}
    and id in (select product_id from product_categories where category_id = ${values.categoryId})
    order by total_sales desc, id desc limit ${values.count}`;
  return { compile: () => statement.compile(db) };
});

/** A category's first `count` best sellers among the shop's first `walked`. */
export async function walkedBestSellers(db: Db, categoryId: number, count: number, walked = walkedBestSellersDepth): Promise<KnownBestSellers> {
  const list = await bestSellersWalked(db, { categoryId, count, walked });
  if (list.length === count) return { list, through: list[count - 1]! };
  // Fewer: every member above the walk's end is in the list (all of them, if the shop ends first).
  const [end] = await lastWalked(db, { offset: walked - 1 });
  return { list, through: end ?? bottom };
}

/** A category's first `count` best sellers among all its members: a sort of the category, for small or unsold ones. */
export async function gatheredBestSellers(db: Db, categoryId: number, count: number): Promise<KnownBestSellers> {
  const list = await bestSellersGathered(db, { categoryId, count });
  return { list, through: list.length === count ? list[count - 1]! : bottom };
}

/** The pool's size, and where the categories' lists come from (read on the spot by default). */
export interface RelatedOptions {
  ranked?: number;
  walked?: CategoryBestSellers;
  gathered?: CategoryBestSellers;
}

/**
 * Published products of the product's categories: among the categories' `rankedBestSellers` best sellers, those
 * sharing the most categories with it, best sellers first (decision 066). Each category's list is walked; a list
 * whose horizon lies above the pool's last product (a category with few members among the shop's best sellers,
 * when its fellows do not fill the pool first) is gathered instead. A list known through the pool's last product
 * says exactly whether each product of the pool is in its category.
 */
export async function relatedAmongBestSellers(db: Db, productId: number, categoryIds: number[], limit: number, options: RelatedOptions = {}): Promise<number[]> {
  if (!categoryIds.length || limit <= 0) return [];
  const { ranked = rankedBestSellers } = options;
  const walked = options.walked ?? ((id, count) => walkedBestSellers(db, id, count));
  const gathered = options.gathered ?? ((id, count) => gatheredBestSellers(db, id, count));
  // With one category every candidate shares it: the best sellers are the answer.
  const pool = categoryIds.length === 1 ? limit : Math.max(limit, ranked);
  const ids = [...new Set(categoryIds)];
  let known = await Promise.all(ids.map((id) => walked(id, pool + 1)));
  let candidates = poolOf(known, productId, pool);
  const edge = candidates.length === pool ? candidates[pool - 1]! : bottom;
  if (!known.every((k) => atOrAbove(edge, k.through))) {
    known = await Promise.all(ids.map((id, i) => (atOrAbove(edge, known[i]!.through) ? known[i]! : gathered(id, pool + 1))));
    candidates = poolOf(known, productId, pool);
  }
  // Most shared categories first, then best sellers first (the listings' popularity order).
  return candidates.sort((a, b) => b.shared - a.shared || byPopularity(a, b)).slice(0, limit).map((c) => c.id);
}

// The categories' best sellers together, the product itself left out, each with how many of the lists hold it.
function poolOf(known: KnownBestSellers[], productId: number, pool: number) {
  const shared = new Map<number, BestSeller & { shared: number }>();
  for (const { list } of known) {
    for (const { id, total_sales } of list) {
      if (id !== productId) shared.set(id, { id, total_sales, shared: (shared.get(id)?.shared ?? 0) + 1 });
    }
  }
  return [...shared.values()].sort(byPopularity).slice(0, pool);
}

// A category's best sellers, kept ten minutes: every product page of the category ranks from the same lists.
const keptCount = rankedBestSellers + 1;
const keptWalk = rememberFor(10 * 60_000, 5000, (db: Db, categoryId: number) => walkedBestSellers(db, categoryId, keptCount));
const keptGathering = rememberFor(10 * 60_000, 5000, (db: Db, categoryId: number) => gatheredBestSellers(db, categoryId, keptCount));

/** `relatedAmongBestSellers` from the categories' kept lists: a product page asks it on every uncached render. */
export function relatedProductIds(db: Db, productId: number, categoryIds: number[], limit: number): Promise<number[]> {
  const kept = (keep: typeof keptWalk, read: typeof walkedBestSellers) => async (categoryId: number, count: number) => {
    if (count > keptCount) return read(db, categoryId, count);
    const { list, through } = await keep(db, categoryId);
    // The first `count` of a list are known through the last of them.
    return list.length > count ? { list: list.slice(0, count), through: list[count - 1]! } : { list, through };
  };
  return relatedAmongBestSellers(db, productId, categoryIds, limit, { walked: kept(keptWalk, walkedBestSellers), gathered: kept(keptGathering, gatheredBestSellers) });
}
