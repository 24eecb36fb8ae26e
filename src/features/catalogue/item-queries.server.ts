import type { Db } from '../../db/index.server';
import { isOneOf } from '../../db/id-list.server';
import './tables';

// The catalogue facts a cart line needs: what it is, its price, its stock and limits, its picture.
const itemColumns = [
  'id', 'parent_id', 'type', 'status', 'slug', 'name', 'sku', 'regular_price', 'sale_price', 'stock_quantity',
  'stock_status', 'backorders_allowed', 'sold_individually', 'min_qty', 'max_qty', 'image_id',
] as const;

/** Products and variations by id, whatever their type or status. */
export function findItems(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('products').select(itemColumns).where(isOneOf(db, 'id', ids)).execute();
}

export type ItemRow = Awaited<ReturnType<typeof findItems>>[number];

/** The published variations of a variable product, in the shop's order. */
export function findVariations(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select(itemColumns)
    .where('parent_id', '=', productId)
    .where('type', '=', 'variation')
    .where('status', '=', 'publish')
    .orderBy('menu_order')
    .orderBy('id')
    .execute();
}

/** Each variation's attribute values by attribute slug; a null term means 'any value'. */
export function findVariationTerms(db: Db, variationIds: number[]) {
  if (!variationIds.length) return Promise.resolve([]);
  return db
    .selectFrom('variation_attributes')
    .innerJoin('attributes', 'attributes.id', 'variation_attributes.attribute_id')
    .leftJoin('attribute_terms', 'attribute_terms.id', 'variation_attributes.term_id')
    .select(['variation_attributes.variation_id', 'attributes.slug as attribute', 'attribute_terms.slug as term'])
    .where(isOneOf(db, 'variation_attributes.variation_id', variationIds))
    .execute();
}

/** The attribute values given to a product: the only values an 'any value' variation can take. */
export function findProductTerms(db: Db, productId: number) {
  return db
    .selectFrom('product_attribute_terms')
    .innerJoin('attribute_terms', 'attribute_terms.id', 'product_attribute_terms.term_id')
    .innerJoin('attributes', 'attributes.id', 'attribute_terms.attribute_id')
    .select(['attributes.slug as attribute', 'attribute_terms.slug as term'])
    .where('product_attribute_terms.product_id', '=', productId)
    .execute();
}

/** Names of attributes and their values, for the chosen values a cart line shows ('Màu sắc: Đỏ'). */
export function findAttributeNames(db: Db, attributeSlugs: string[]) {
  if (!attributeSlugs.length) return Promise.resolve([]);
  return db
    .selectFrom('attributes')
    .innerJoin('attribute_terms', 'attribute_terms.attribute_id', 'attributes.id')
    .select(['attributes.slug as attribute', 'attributes.name as attributeName', 'attribute_terms.slug as term', 'attribute_terms.name as termName'])
    .where('attributes.slug', 'in', attributeSlugs)
    .execute();
}
