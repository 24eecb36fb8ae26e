import type { Db } from '../../db/index';

const productColumns = [
  'id', 'parent_id', 'type', 'status', 'slug', 'name', 'short_description', 'description', 'sku',
  'regular_price', 'sale_price', 'price', 'stock_quantity', 'stock_status', 'backorders_allowed',
  'sold_individually', 'min_qty', 'max_qty', 'weight', 'length', 'width', 'height', 'image_id',
  'average_rating', 'rating_count', 'menu_order',
] as const;

const imageColumns = ['images.id', 'images.width', 'images.height', 'images.alt', 'images.title', 'images.caption'] as const;

/** A published simple or variable product, by id or slug. */
export function findProduct(db: Db, by: { id: number } | { slug: string }) {
  let query = db
    .selectFrom('products')
    .select(productColumns)
    .where('status', '=', 'publish')
    .where('type', 'in', ['simple', 'variable']);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('slug', '=', by.slug);
  return query.executeTakeFirst();
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** The variations a shopper may see: published ones, and private ones the form shows as unavailable. */
export function findVariations(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select(productColumns)
    .where('parent_id', '=', productId)
    .where('type', '=', 'variation')
    .where('status', 'in', ['publish', 'private'])
    .orderBy('menu_order')
    .orderBy('id')
    .execute();
}

export function findImages(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('images').select(imageColumns).where('id', 'in', ids).execute();
}

export async function galleryImageIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_images')
    .select('image_id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('image_id')
    .execute();
  return rows.map((r) => r.image_id);
}

export function findAttributes(db: Db, productId: number) {
  return db
    .selectFrom('product_attributes')
    .innerJoin('attributes', 'attributes.id', 'product_attributes.attribute_id')
    .select(['attributes.id', 'attributes.slug', 'attributes.name', 'attributes.display_type', 'product_attributes.visible', 'product_attributes.for_variations'])
    .where('product_attributes.product_id', '=', productId)
    .orderBy('product_attributes.position')
    .orderBy('attributes.id')
    .execute();
}

/** The attribute values given to the product, in the shop's term order. */
export function findTerms(db: Db, productId: number) {
  return db
    .selectFrom('product_attribute_terms')
    .innerJoin('attribute_terms', 'attribute_terms.id', 'product_attribute_terms.term_id')
    .select(['attribute_terms.id', 'attribute_terms.attribute_id', 'attribute_terms.slug', 'attribute_terms.name', 'attribute_terms.color', 'attribute_terms.image_id'])
    .where('product_attribute_terms.product_id', '=', productId)
    .orderBy('attribute_terms.menu_order')
    .orderBy('attribute_terms.name')
    .execute();
}

/** Each variation's attribute rows; a null term means 'any value'. */
export function findVariationAttributes(db: Db, variationIds: number[]) {
  if (!variationIds.length) return Promise.resolve([]);
  return db
    .selectFrom('variation_attributes')
    .leftJoin('attribute_terms', 'attribute_terms.id', 'variation_attributes.term_id')
    .select(['variation_attributes.variation_id', 'variation_attributes.attribute_id', 'attribute_terms.slug'])
    .where('variation_attributes.variation_id', 'in', variationIds)
    .execute();
}

export function findCategories(db: Db, productId: number) {
  return db
    .selectFrom('product_categories')
    .innerJoin('categories', 'categories.id', 'product_categories.category_id')
    .select(['categories.id', 'categories.parent_id', 'categories.slug', 'categories.name'])
    .where('product_categories.product_id', '=', productId)
    .orderBy('categories.menu_order')
    .orderBy('categories.name')
    .execute();
}
