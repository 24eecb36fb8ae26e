import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.server';
import { boundAs, prepared, preparedShapes } from '../../db/prepared.server';
import { readAside } from '../../db/reading-thread.server';
import { rememberFor } from '../../lib/remember.server';
import { rememberedPerOrder } from '../../server/listing-memo.server';
import { forgetOnProductChanges } from '../../server/page-changes.server';
import { rememberedShopWide } from '../../server/shop-wide-memo.server';
import type { Schema } from '../../db/schema';
import type { CategoryNode } from './category-tree';
import type { ListingOrder } from './listing-order';
import { freshPositionedIds, positionedIds } from './listing-positions.server';

type ProductQuery = SelectQueryBuilder<Schema, 'products', object>;

export interface ListingFilter {
  /** Products in any of these categories; all published products when absent. */
  categoryIds?: number[];
}

const categoryRows = prepared((db: Db) =>
  db.selectFrom('categories').select(['id', 'parent_id', 'slug', 'name', 'description', 'image_id']).orderBy('menu_order').orderBy('name').orderBy('id'),
);

/** Every category (a shop has tens, not thousands), in menu order; read by every listing and product page, so kept. */
export const loadCategories = rememberedShopWide(async (db: Db): Promise<CategoryNode[]> => {
  const rows = await categoryRows(db, {});
  return rows.map((r) => ({ id: r.id, parentId: r.parent_id, slug: r.slug, name: r.name, description: r.description, imageId: r.image_id }));
});

/** Top-level categories, for the search box's category filter. */
export function topCategories(db: Db): Promise<{ slug: string; name: string }[]> {
  return db.selectFrom('categories').select(['slug', 'name']).where('parent_id', 'is', null).orderBy('menu_order').orderBy('name').execute();
}

// Spelled as migration 018b's partial indexes are, so a page is read off the index of its order.
export const listedProducts = sql<SqlBool>`status = 'publish' and type in ('simple', 'variable')`;

function listed(db: Db, filter: ListingFilter): ProductQuery {
  const query = db.selectFrom('products').where(listedProducts);
  if (!filter.categoryIds) return query;
  const inCategories = db.selectFrom('product_categories').select('product_id').where('category_id', 'in', filter.categoryIds);
  return query.where('id', 'in', inCategories);
}

// A page walks its order's index and asks of each product whether it is in the categories, so it stops as
// soon as the page is full (an `id in (…)` list would first gather every product of the categories).
function listedInOrder(db: Db, filter: ListingFilter): ProductQuery {
  const query = db.selectFrom('products').where(listedProducts);
  if (!filter.categoryIds) return query;
  const ids = filter.categoryIds;
  return query.where((eb) =>
    eb.exists(eb.selectFrom('product_categories as pc').select('pc.product_id').whereRef('pc.product_id', '=', 'products.id').where('pc.category_id', 'in', ids)),
  );
}

type Key = [RawBuilder<unknown>, 'asc' | 'desc'];
const key = (expression: string, direction: 'asc' | 'desc'): Key => [sql.raw(expression), direction];

// Each order ends on the id, so equal keys keep one order across pages and databases. The default order's
// name key is the folded name (search_text starts with it), which sorts alike on SQLite and PostgreSQL.
// Missing prices come last either way, as the two price indexes of migration 018b have them.
const orderKeys: Record<ListingOrder, Key[]> = {
  popularity: [key('total_sales', 'desc'), key('id', 'desc')],
  rating: [key('average_rating', 'desc'), key('rating_count', 'desc'), key('id', 'desc')],
  date: [key('created_at', 'desc'), key('id', 'desc')],
  price: [key('(price is null)', 'asc'), key('price', 'asc'), key('id', 'asc')],
  'price-desc': [key('(price is not null)', 'desc'), key('price', 'desc'), key('id', 'desc')],
  menu_order: [key('menu_order', 'asc'), key('search_text', 'asc'), key('id', 'asc')],
};

const opposite = { asc: 'desc', desc: 'asc' } as const;

function sorted<O>(query: SelectQueryBuilder<Schema, 'products', O>, keys: Key[], backwards: boolean) {
  return keys.reduce((q, [expression, direction]) => q.orderBy(expression, backwards ? opposite[direction] : direction), query);
}

// A count is made once per catalogue change (migration 018c's triggers number them) and stored with that
// number; it is then remembered a few seconds, so most pages ask nothing at all.
// One name per set of categories (the shop: none), for stored counts and positions.
const listingName = (filter: ListingFilter) => JSON.stringify([...(filter.categoryIds ?? [])].sort((a, b) => a - b));

export async function storedCount(db: Db, filter: ListingFilter): Promise<number> {
  const listing = listingName(filter);
  const { changes } = await db.selectFrom('catalogue_changes').select('changes').executeTakeFirstOrThrow();
  const stored = await db.selectFrom('listing_counts').select('products').where('listing', '=', listing).where('changes', '=', changes).executeTakeFirst();
  if (stored) return stored.products;
  // Counting a listing reads all of it (50 ms for the shop at 100k on SQLite): off the event loop (decision 071).
  const [row] = await readAside(db, listed(db, filter).select((eb) => eb.fn.countAll<number>().as('count')));
  const products = Number(row!.count);
  await db
    .insertInto('listing_counts')
    .values({ listing, products, changes })
    .onConflict((oc) => oc.column('listing').doUpdateSet({ products, changes }))
    .execute();
  return products;
}

// Kept 10 s, but dropped as soon as the page purges see a product or the shop change (they forget memories before
// pages): a page made after a purge never pairs fresh ids with an old count, which listed a product twice or none.
let keptCounts = rememberFor(10_000, 500, storedCount);
forgetOnProductChanges(() => void (keptCounts = rememberFor(10_000, 500, storedCount)));
export const countListing = (db: Db, filter: ListingFilter): Promise<number> => keptCounts(db, filter);

// How far from an end a page is still found by walking the order's index; deeper pages are a range of the
// listing's stored positions (decision 019), so no page skips rows or sorts the listing.
const walkedDepth = 240;

// Sales move with every order, so `total_sales` has no change number (decision 018): its pages are read each time.
const unnumberedOrders: ListingOrder[] = ['popularity'];

/**
 * The ids of one page of the listing, in its order, kept until the page purges see its order or products move
 * (decision 070). Given the listing's size, a page past the middle is read
 * from the end, walking the order's index backwards, so the last page costs what the first does; a category's
 * pages near either end read its positions instead while they are current (decision 019).
 */
export const listingPageIds = rememberedPerOrder(readListingPageIds, (_filter, orderby) => orderby, unnumberedOrders);

async function readListingPageIds(db: Db, filter: ListingFilter, orderby: ListingOrder, offset: number, limit: number, total?: number): Promise<number[]> {
  const backwards = total !== undefined && offset > total / 2;
  const fromEnd = backwards ? total - offset - Math.min(limit, total - offset) : offset;
  if (fromEnd > walkedDepth) {
    const ids = await positionedIds(db, listingName(filter), orderby, offset, limit, listed(db, filter), orderKeys[orderby]);
    if (ids) return ids;
  } else if (filter.categoryIds) {
    // A category's walk reads the shop's products until it has found its own: most of the shop when they sort
    // together far from that end. Positions a deep page numbered, if still current, are one short range instead.
    const ids = await freshPositionedIds(db, listingName(filter), orderby, offset, limit);
    if (ids.length) return ids;
  }
  const deep = filter.categoryIds !== undefined && fromEnd > walkedDepth;
  const categoryIds = filter.categoryIds ?? [];
  const shape: PageShape = { orderby, deep, backwards: false, categories: filter.categoryIds?.length ?? null };
  if (!backwards || total === undefined) return (await pageRows(db, shape, { categoryIds, limit, offset })).map((r) => r.id);
  const count = Math.min(limit, total - offset);
  if (count <= 0) return [];
  const rows = await pageRows(db, { ...shape, backwards: true }, { categoryIds, limit: count, offset: fromEnd });
  return rows.map((r) => r.id).reverse();
}

// One statement per order, direction, kind of walk and number of categories (the ids bound one by one, as a
// literal list keeps the plans of migration 018b).
type PageShape = { orderby: ListingOrder; deep: boolean; backwards: boolean; categories: number | null };
type PageValues = { categoryIds: number[]; limit: number; offset: number };

const pageRows = preparedShapes((db: Db, { categoryIds, limit, offset }: PageValues, shape: PageShape) => {
  const ids = shape.categories === null ? undefined : Array.from({ length: shape.categories }, (_, i) => boundAs(categoryIds, (list) => list[i]!));
  const filter = { categoryIds: ids };
  const query = (shape.deep ? listed(db, filter) : listedInOrder(db, filter)).select('id');
  return sorted(query, orderKeys[shape.orderby], shape.backwards).limit(limit).offset(offset);
});
