import { sql, type RawBuilder } from 'kysely';
import { dialectOf } from '../../db/dialect.server';
import type { Db } from '../../db/index.server';
import { prepared } from '../../db/prepared.server';
import type { AttributeDisplay } from './tables';
import './tables';

const productColumns = [
  'id', 'parent_id', 'type', 'status', 'slug', 'name', 'short_description', 'description', 'sku',
  'regular_price', 'sale_price', 'price', 'stock_quantity', 'stock_status', 'backorders_allowed',
  'sold_individually', 'min_qty', 'max_qty', 'weight', 'length', 'width', 'height', 'image_id',
  'average_rating', 'rating_count', 'menu_order',
] as const;

type Listed = string | unknown[][];

/**
 * Rows one statement gathers beside its own, in the database's order (decision 048, part D): a JSON array of
 * arrays of `columns`, `from` the rest of a subquery, ordered by `order`.
 */
function rowsOf(db: Db, columns: string, from: RawBuilder<unknown>, order: string): RawBuilder<Listed> {
  return dialectOf(db) === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_array(${sql.raw(columns)}) order by ${sql.raw(order)}), '[]'::json) ${from})`
    : sql`(select json_group_array(json_array(${sql.raw(columns)}) order by ${sql.raw(order)}) ${from})`;
}
const listed = (rows: Listed) => (typeof rows === 'string' ? JSON.parse(rows) : rows) as unknown[][];

// The product with its gallery, categories, attributes and their values given to it, in one statement.
const publishedProduct = (db: Db) =>
  db
    .selectFrom('products')
    .select(productColumns)
    .select([
      rowsOf(db, 'image_id', sql`from product_images where product_id = products.id`, 'position, image_id').as('gallery'),
      rowsOf(db, 'category_id', sql`from product_categories where product_id = products.id`, 'category_id').as('category_ids'),
      rowsOf(
        db,
        'a.id, a.slug, a.name, a.display_type, pa.visible, pa.for_variations',
        sql`from product_attributes pa join attributes a on a.id = pa.attribute_id where pa.product_id = products.id`,
        'pa.position, a.id',
      ).as('attributes'),
      rowsOf(
        db,
        't.id, t.attribute_id, t.slug, t.name, t.color, t.image_id',
        sql`from product_attribute_terms pt join attribute_terms t on t.id = pt.term_id where pt.product_id = products.id`,
        't.menu_order, t.name',
      ).as('terms'),
      // Every variation's values in one go (a null term means 'any value'): one subquery, not one per variation.
      rowsOf(
        db,
        'va.variation_id, va.attribute_id, t.slug',
        sql`from products v join variation_attributes va on va.variation_id = v.id left join attribute_terms t on t.id = va.term_id where v.parent_id = products.id and v.type = 'variation' and v.status in ('publish', 'private')`,
        'va.variation_id, va.attribute_id',
      ).as('variation_values'),
    ])
    .where('status', '=', 'publish')
    .where('type', 'in', ['simple', 'variable']);
const productById = prepared((db: Db, { id }: { id: number }) => publishedProduct(db).where('id', '=', id));
const productBySlug = prepared((db: Db, { slug }: { slug: string }) => publishedProduct(db).where('slug', '=', slug));

/**
 * A published simple or variable product, by id or slug, with its gallery's image ids in order, its categories'
 * ids, its attributes (in the product's order) and the attribute values given to it (in the shop's term order).
 */
export async function findProduct(db: Db, by: { id: number } | { slug: string }) {
  const found = ('id' in by ? await productById(db, by) : await productBySlug(db, by))[0];
  if (!found) return undefined;
  const { gallery, category_ids, attributes, terms, variation_values, ...product } = found;
  return {
    product,
    galleryIds: listed(gallery).map(([id]) => id as number),
    categoryIds: listed(category_ids).map(([id]) => id as number),
    attributes: listed(attributes).map(([id, slug, name, display_type, visible, for_variations]) => ({
      id: id as number, slug: slug as string, name: name as string, display_type: display_type as AttributeDisplay, visible: visible as number, for_variations: for_variations as number,
    })),
    variationAttributes: listed(variation_values).map(([variation_id, attribute_id, slug]) => ({
      variation_id: variation_id as number, attribute_id: attribute_id as number, slug: slug as string | null,
    })),
    terms: listed(terms).map(([id, attribute_id, slug, name, color, image_id]) => ({
      id: id as number, attribute_id: attribute_id as number, slug: slug as string, name: name as string, color: color as string | null, image_id: image_id as number | null,
    })),
  };
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>['product'];

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
export const findVariations = (db: Db, productId: number): Promise<ProductRow[]> => variationRows(db, { productId });
