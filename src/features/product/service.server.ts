import type { Db } from '../../db/index.server';
import { urls } from '../../lib/urls';
import type { ShopSettings } from '../../settings/groups.server';
import { rememberedPerProduct } from '../../server/product-memo.server';
import { showsProducts } from '../../server/shown-products.server';
import type { ImageInfo } from '../media/index';
import { limitsOf, priceOf, productNaming } from '../catalogue/index';
import { loadProductRecord, type ProductRow } from '../catalogue/index.server';
import { attributeViews, variationAttributeMaps } from './attribute-views.server';
import { findVariation, type Choice } from '../catalogue/index';
import { buildVariation, type Variation, type VariationFacts } from './variation-object.server';
import { variationThreshold, type ProductFacts, type ProductView } from './view.server';

// Orders mark a variation sold out, never its product's row: a variable product is in stock while a variation is.
const stockOfVariable = (visible: Variation[]) => (visible.some((v) => v.is_in_stock) ? 'instock' : 'outofstock');

function productFacts(row: ProductRow, visible: Variation[]): ProductFacts {
  const own = priceOf(row);
  const prices = row.type === 'variable' ? visible.map((v) => v.display_price) : own != null ? [own] : [];
  return {
    ...productNaming(row),
    shortDescription: row.short_description,
    description: row.description,
    // A variable product is priced by its variations alone; its own row's prices are stale (decision 102).
    regularPrice: row.type === 'variable' ? null : row.regular_price,
    salePrice: row.type === 'variable' ? null : row.sale_price,
    minPrice: prices.length ? Math.min(...prices) : null,
    maxPrice: prices.length ? Math.max(...prices) : null,
    stockQuantity: row.stock_quantity,
    stockStatus: row.type === 'variable' ? stockOfVariable(visible) : row.stock_status,
    backordersAllowed: row.backorders_allowed === 1,
    soldIndividually: row.sold_individually === 1,
    minQty: row.min_qty,
    maxQty: row.max_qty,
    weight: row.weight,
    dimensions: { length: row.length, width: row.width, height: row.height },
    averageRating: Number(row.average_rating),
    ratingCount: row.rating_count,
  };
}

/** A variation inherits what it leaves empty (SKU, weight, sides, image, limits) from its product. */
function variationFacts(v: ProductRow, parent: ProductRow, images: Map<number, ImageInfo>, attributes: Record<string, string>): VariationFacts {
  const imageId = v.image_id ?? parent.image_id;
  return {
    id: v.id,
    status: v.status,
    description: v.description,
    sku: v.sku ?? parent.sku,
    regularPrice: v.regular_price,
    salePrice: v.sale_price,
    price: priceOf(v),
    stockQuantity: v.stock_quantity,
    stockStatus: v.stock_status,
    backordersAllowed: v.backorders_allowed === 1,
    ...limitsOf(v, parent),
    weight: v.weight ?? parent.weight,
    dimensions: { length: v.length ?? parent.length, width: v.width ?? parent.width, height: v.height ?? parent.height },
    image: imageId == null ? null : images.get(imageId) ?? null,
    attributes,
  };
}

interface LoadedProduct {
  view: ProductView;
  /** Every variation, also when the view leaves them out for being too many. */
  allVariations: Variation[];
}

type KeptProduct = Omit<LoadedProduct, 'view'> & { view: Omit<ProductView, 'swatchStockThreshold'> };

async function readProduct(db: Db, idOrSlug: number | string): Promise<KeptProduct | undefined> {
  const record = await loadProductRecord(db, idOrSlug);
  if (!record) return undefined;
  const { product: row, galleryIds, attributes: attributeRows, terms: termRows, variations: variationRows, categories: categoryRows, images } = record;
  const variationIds = variationRows.map((v) => v.id);
  const maps = variationAttributeMaps(attributeRows, record.variationAttributes, variationIds);
  const ordered = [...new Set([row.image_id, ...galleryIds])].flatMap((id) => (id != null && images.has(id) ? [images.get(id)!] : []));

  const allVariations = variationRows.map((v) => buildVariation(variationFacts(v, row, images, maps.get(v.id) ?? {})));
  const visible = allVariations.filter((v) => v.variation_is_visible);
  // Swatch stock and the shipping rows count what a shopper can buy: a private variation's facts are the staff's.
  const published = variationRows.filter((v) => v.status === 'publish');
  const view = {
    product: productFacts(row, visible),
    url: urls.product(row.slug), // a stored path: the canonical link and the route spell it (linkedPath)
    images: ordered,
    attributes: attributeViews(attributeRows, termRows, images, published, maps),
    variations: allVariations.length > variationThreshold ? (false as const) : allVariations,
    offerCount: visible.length,
    categories: categoryRows.map((c) => ({ id: c.id, parentId: c.parent_id, slug: c.slug, name: c.name })),
    shipping: {
      hasWeight: [row, ...published].some((r) => r.weight != null),
      hasDimensions: [row, ...published].some((r) => r.length != null || r.width != null || r.height != null),
    },
  };
  return { view, allVariations };
}

// Every uncached product page, quick view and variation lookup of a product reads it from here (decision 070).
const keptProduct = rememberedPerProduct(readProduct, (kept) => kept?.view.product.id);

async function loadProduct(db: Db, settings: ShopSettings, idOrSlug: number | string): Promise<LoadedProduct | undefined> {
  const kept = await keptProduct(db, idOrSlug);
  if (!kept) return undefined;
  showsProducts([kept.view.product.id]); // also when kept: a change to it purges the page showing it (decision 018)
  return { view: { ...kept.view, swatchStockThreshold: settings.product.swatchStockThreshold }, allVariations: kept.allVariations };
}

/** Everything the product page and the quick view show about a product; undefined when there is no such published product. */
export async function loadProductView(db: Db, settings: ShopSettings, idOrSlug: number | string): Promise<ProductView | undefined> {
  return (await loadProduct(db, settings, idOrSlug))?.view;
}

/**
 * get_variation: the variation of a variable product for a complete choice of known values, or undefined.
 * Values must be terms of the product, so nothing unknown slips through an 'any' attribute.
 */
export async function lookupVariation(db: Db, settings: ShopSettings, productId: number, choice: Choice): Promise<Variation | undefined> {
  const loaded = await loadProduct(db, settings, productId);
  if (!loaded || loaded.view.product.type !== 'variable') return undefined;
  const fields = loaded.view.attributes.filter((a) => a.forVariations);
  const known = fields.every((a) => a.terms.some((t) => t.slug === choice[a.fieldName]));
  if (!known) return undefined;
  return findVariation(loaded.allVariations, fields.map((a) => a.fieldName), choice);
}
