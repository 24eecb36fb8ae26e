import type { Db } from '../../db/index.server';
import { isOneOf } from '../../db/id-list.server';
import { prepared } from '../../db/prepared.server';
import { showsProducts } from '../../server/shown-products.server';
import { loadImages } from '../media/index.server';
import type { ProductCardData } from './product-card-data';

type PriceRange = { min: number | null; max: number | null; onSale: boolean };

const priceRangeRows = prepared((db: Db, { parentIds }: { parentIds: number[] }) =>
  db
    .selectFrom('products')
    .select((eb) => [
      'parent_id',
      eb.fn.min('price').as('min'),
      eb.fn.max('price').as('max'),
      eb.fn.max(eb.case().when('sale_price', '<', eb.ref('regular_price')).then(1).else(0).end()).as('on_sale'),
    ])
    .where(isOneOf(db, 'parent_id', parentIds))
    .where('type', '=', 'variation')
    .where('status', '=', 'publish')
    .groupBy('parent_id'),
);

/** Lowest and highest price over each variable product's variations, in stock or not, and whether any is on sale. */
async function variationPriceRanges(db: Db, parentIds: number[]): Promise<Map<number, PriceRange>> {
  if (parentIds.length === 0) return new Map();
  const rows = await priceRangeRows(db, { parentIds });
  return new Map(rows.map((r) => [Number(r.parent_id), { min: toNumber(r.min), max: toNumber(r.max), onSale: Number(r.on_sale) === 1 }]));
}

function toNumber(value: unknown): number | null {
  return value == null ? null : Number(value);
}

const cardRows = prepared((db: Db, { ids }: { ids: number[] }) =>
  db
    .selectFrom('products')
    .select(['id', 'slug', 'name', 'type', 'sku', 'regular_price', 'sale_price', 'price', 'image_id', 'average_rating', 'rating_count', 'stock_status'])
    .where(isOneOf(db, 'id', ids))
    .where('status', '=', 'publish')
    .where('type', 'in', ['simple', 'variable']),
);

/**
 * The cards for the given product ids, in the order of the ids, in three queries whatever their number.
 * Ids that are not published simple or variable products are left out.
 */
export async function loadProductCards(db: Db, ids: number[]): Promise<ProductCardData[]> {
  if (ids.length === 0) return [];
  const rows = await cardRows(db, { ids });
  showsProducts(rows.map((r) => r.id)); // a change to one of them purges the kept page (decision 018)
  const imageIds = rows.flatMap((r) => (r.image_id == null ? [] : [r.image_id]));
  const variableIds = rows.filter((r) => r.type === 'variable').map((r) => r.id);
  const [ranges, images] = await Promise.all([variationPriceRanges(db, variableIds), loadImages(db, imageIds)]);
  const byId = new Map(
    rows.map((r): [number, ProductCardData] => {
      const range = ranges.get(r.id);
      const price = toNumber(r.price);
      return [
        r.id,
        {
          id: r.id,
          slug: r.slug,
          name: r.name,
          type: r.type === 'variable' ? 'variable' : 'simple',
          sku: r.sku,
          regularPrice: toNumber(r.regular_price),
          salePrice: toNumber(r.sale_price),
          minPrice: range ? range.min : price,
          maxPrice: range ? range.max : price,
          image: r.image_id == null ? null : (images.get(r.image_id) ?? null),
          averageRating: Number(r.average_rating),
          ratingCount: Number(r.rating_count),
          inStock: r.stock_status !== 'outofstock',
          onSale: range ? range.onSale : r.sale_price != null && r.regular_price != null && r.sale_price < r.regular_price,
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
