import type { Db } from '../../db/index.server';
import { isOneOf } from '../../db/id-list.server';
import { prepared } from '../../db/prepared.server';
import { rememberFor } from '../../lib/remember.server';
import './tables';

const productColumns = [
  'id', 'parent_id', 'type', 'status', 'slug', 'name', 'short_description', 'description', 'sku',
  'regular_price', 'sale_price', 'price', 'stock_quantity', 'stock_status', 'backorders_allowed',
  'sold_individually', 'min_qty', 'max_qty', 'weight', 'length', 'width', 'height', 'image_id',
  'average_rating', 'rating_count', 'menu_order',
] as const;

const publishedProduct = (db: Db) => db.selectFrom('products').select(productColumns).where('status', '=', 'publish').where('type', 'in', ['simple', 'variable']);
const productById = prepared((db: Db, { id }: { id: number }) => publishedProduct(db).where('id', '=', id));
const productBySlug = prepared((db: Db, { slug }: { slug: string }) => publishedProduct(db).where('slug', '=', slug));

/** A published simple or variable product, by id or slug. */
export async function findProduct(db: Db, by: { id: number } | { slug: string }) {
  return ('id' in by ? await productById(db, by) : await productBySlug(db, by))[0];
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

const variationRows = prepared((db: Db, { productId }: { productId: number }) =>
  db
    .selectFrom('products')
    .select(productColumns)
    .where('parent_id', '=', productId)
    .where('type', '=', 'variation')
    .where('status', 'in', ['publish', 'private'])
    .orderBy('menu_order')
    .orderBy('id'),
);
/** The variations a shopper may see: published ones, and private ones the form shows as unavailable. */
export const findVariations = (db: Db, productId: number) => variationRows(db, { productId });

const galleryRows = prepared((db: Db, { productId }: { productId: number }) =>
  db.selectFrom('product_images').select('image_id').where('product_id', '=', productId).orderBy('position').orderBy('image_id'),
);

export async function galleryImageIds(db: Db, productId: number): Promise<number[]> {
  return (await galleryRows(db, { productId })).map((r) => r.image_id);
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

const variationAttributeRows = prepared((db: Db, { variationIds }: { variationIds: number[] }) =>
  db
    .selectFrom('variation_attributes')
    .leftJoin('attribute_terms', 'attribute_terms.id', 'variation_attributes.term_id')
    .select(['variation_attributes.variation_id', 'variation_attributes.attribute_id', 'attribute_terms.slug'])
    .where(isOneOf(db, 'variation_attributes.variation_id', variationIds)),
);

/** Each variation's attribute rows; a null term means 'any value'. */
export function findVariationAttributes(db: Db, variationIds: number[]) {
  return variationIds.length ? variationAttributeRows(db, { variationIds }) : Promise.resolve([]);
}

const categoryRows = prepared((db: Db, { productId }: { productId: number }) =>
  db
    .selectFrom('product_categories')
    .innerJoin('categories', 'categories.id', 'product_categories.category_id')
    .select(['categories.id', 'categories.parent_id', 'categories.slug', 'categories.name'])
    .where('product_categories.product_id', '=', productId)
    .orderBy('categories.menu_order')
    .orderBy('categories.name'),
);
export const findCategories = (db: Db, productId: number) => categoryRows(db, { productId });

const allCategoryRows = prepared((db: Db) => db.selectFrom('categories').select(['id', 'parent_id', 'slug', 'name']));
export const allCategories = (db: Db) => allCategoryRows(db, {});

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
