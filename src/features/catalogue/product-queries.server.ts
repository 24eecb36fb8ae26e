import type { Db } from '../../db/index.server';
import { sql, type RawBuilder } from 'kysely';
import { dialectOf } from '../../db/dialect.server';
import { prepared } from '../../db/prepared.server';
import { rememberFor } from '../../lib/remember.server';
import './tables';

const productColumns = [
  'id', 'parent_id', 'type', 'status', 'slug', 'name', 'short_description', 'description', 'sku',
  'regular_price', 'sale_price', 'price', 'stock_quantity', 'stock_status', 'backorders_allowed',
  'sold_individually', 'min_qty', 'max_qty', 'weight', 'length', 'width', 'height', 'image_id',
  'average_rating', 'rating_count', 'menu_order',
] as const;

// A list of rows one statement gathers beside its own (decision 048, part D): a JSON array of `[a, b]` pairs.
function pairsOf(db: Db, from: RawBuilder<unknown>, a: string, b: string): RawBuilder<string | [unknown, unknown][]> {
  return dialectOf(db) === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_array(${sql.raw(a)}, ${sql.raw(b)})), '[]'::json) ${from})`
    : sql`(select json_group_array(json_array(${sql.raw(a)}, ${sql.raw(b)})) ${from})`;
}
const parsed = <T>(pairs: string | [unknown, unknown][]) => (typeof pairs === 'string' ? JSON.parse(pairs) : pairs) as [T, T][];

// The product with its gallery (position, image) and its categories' ids, in one statement.
const publishedProduct = (db: Db) =>
  db
    .selectFrom('products')
    .select(productColumns)
    .select([
      pairsOf(db, sql`from product_images where product_id = products.id`, 'position', 'image_id').as('gallery'),
      pairsOf(db, sql`from product_categories where product_id = products.id`, 'category_id', 'category_id').as('category_ids'),
    ])
    .where('status', '=', 'publish')
    .where('type', 'in', ['simple', 'variable']);
const productById = prepared((db: Db, { id }: { id: number }) => publishedProduct(db).where('id', '=', id));
const productBySlug = prepared((db: Db, { slug }: { slug: string }) => publishedProduct(db).where('slug', '=', slug));

/** A published simple or variable product, by id or slug, with its gallery's image ids in order and its categories' ids. */
export async function findProduct(db: Db, by: { id: number } | { slug: string }) {
  const found = ('id' in by ? await productById(db, by) : await productBySlug(db, by))[0];
  if (!found) return undefined;
  const { gallery, category_ids, ...product } = found;
  const galleryIds = parsed<number>(gallery).sort((x, y) => x[0] - y[0] || x[1] - y[1]).map(([, imageId]) => imageId);
  return { product, galleryIds, categoryIds: parsed<number>(category_ids).map(([id]) => id) };
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>['product'];

const variationAttributePairs = (db: Db) =>
  pairsOf(db, sql`from variation_attributes va left join attribute_terms t on t.id = va.term_id where va.variation_id = products.id`, 'va.attribute_id', 't.slug');

// Each variation with its attribute values (a null term means 'any value'): no statement per variation, nor a second one.
const variationRows = prepared((db: Db, { productId }: { productId: number }) =>
  db
    .selectFrom('products')
    .select(productColumns)
    .select(variationAttributePairs(db).as('attribute_pairs'))
    .where('parent_id', '=', productId)
    .where('type', '=', 'variation')
    .where('status', 'in', ['publish', 'private'])
    .orderBy('menu_order')
    .orderBy('id'),
);
/** The variations a shopper may see (published ones, and private ones the form shows as unavailable), and each one's attribute rows. */
export async function findVariations(db: Db, productId: number) {
  const rows = await variationRows(db, { productId });
  const variations: ProductRow[] = rows.map(({ attribute_pairs: _, ...variation }) => variation);
  const attributes = rows.flatMap((row) =>
    parsed<unknown>(row.attribute_pairs).map(([attributeId, slug]) => ({ variation_id: row.id, attribute_id: Number(attributeId), slug: slug as string | null })),
  );
  return { variations, attributes };
}

const attributeRows = prepared((db: Db, { productId }: { productId: number }) =>
  db
    .selectFrom('product_attributes')
    .innerJoin('attributes', 'attributes.id', 'product_attributes.attribute_id')
    .select(['attributes.id', 'attributes.slug', 'attributes.name', 'attributes.display_type', 'product_attributes.visible', 'product_attributes.for_variations'])
    .where('product_attributes.product_id', '=', productId)
    .orderBy('product_attributes.position')
    .orderBy('attributes.id'),
);
export const findAttributes = (db: Db, productId: number) => attributeRows(db, { productId });

const termRows = prepared((db: Db, { productId }: { productId: number }) =>
  db
    .selectFrom('product_attribute_terms')
    .innerJoin('attribute_terms', 'attribute_terms.id', 'product_attribute_terms.term_id')
    .select(['attribute_terms.id', 'attribute_terms.attribute_id', 'attribute_terms.slug', 'attribute_terms.name', 'attribute_terms.color', 'attribute_terms.image_id'])
    .where('product_attribute_terms.product_id', '=', productId)
    .orderBy('attribute_terms.menu_order')
    .orderBy('attribute_terms.name'),
);
/** The attribute values given to the product, in the shop's term order. */
export const findTerms = (db: Db, productId: number) => termRows(db, { productId });

/**
 * Published products sharing the most categories with this one, best sellers first. The grouping scans
 * whole categories, so answers are kept for ten minutes.
 */
export const relatedProductIds = rememberFor(10 * 60_000, 5000, async (db: Db, productId: number, categoryIds: number[], limit: number): Promise<number[]> => {
  if (!categoryIds.length) return [];
  const rows = await db
    .selectFrom('product_categories')
    .innerJoin('products', 'products.id', 'product_categories.product_id')
    .select((eb) => ['products.id', eb.fn.countAll<number>().as('shared')])
    .where('product_categories.category_id', 'in', categoryIds)
    .where('products.id', '!=', productId)
    .where('products.status', '=', 'publish')
    .where('products.type', 'in', ['simple', 'variable'])
    .groupBy(['products.id', 'products.total_sales'])
    .orderBy('shared', 'desc')
    .orderBy('products.total_sales', 'desc')
    .orderBy('products.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
});
