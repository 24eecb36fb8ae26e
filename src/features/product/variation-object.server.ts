import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StockStatus } from '../catalogue/index';
import { Price } from '../../ui/price';
import type { ImageInfo } from '../media/index';
import { quantityLimits } from '../catalogue/index';
import { availabilityHtml, dimensionsText, escapeHtml, isInStock, weightText } from './stock-text.server';
import { variationImage, type VariationImage } from './variation-image';
import type { Dimensions } from './view.server';

/** The variation object of contract.md, as the form reads it from data-product_variations or get_variation. */
export interface Variation {
  attributes: Record<string, string>;
  availability_html: string;
  backorders_allowed: boolean;
  dimensions: { length: string; width: string; height: string };
  dimensions_html: string;
  display_price: number;
  display_regular_price: number;
  image: VariationImage;
  image_id: number | '';
  is_in_stock: boolean;
  is_purchasable: boolean;
  is_sold_individually: 'yes' | 'no';
  max_qty: number | '';
  min_qty: number;
  price_html: string;
  sku: string;
  variation_description: string;
  variation_id: number;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  weight: string;
  weight_html: string;
  variation_stock_left: number | '';
}

/** A variation row with the facts it inherits from its product already filled in where it has none. */
export interface VariationFacts {
  id: number;
  status: string;
  description: string;
  sku: string | null;
  regularPrice: number | null;
  salePrice: number | null;
  /** What a shopper pays for one (the catalogue's price rule); null: it cannot be bought. */
  price: number | null;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  backordersAllowed: boolean;
  soldIndividually: boolean;
  minQty: number | null;
  maxQty: number | null;
  weight: number | null;
  dimensions: Dimensions;
  image: ImageInfo | null;
  /** `attribute_pa_<slug>` → term slug, '' for any value. */
  attributes: Record<string, string>;
}

const text = (n: number | null) => (n == null ? '' : String(n));

function descriptionHtml(description: string): string {
  const trimmed = description.trim();
  if (!trimmed) return '';
  return trimmed.startsWith('<') ? trimmed : `<p>${escapeHtml(trimmed)}</p>`;
}

const none = { length: null, width: null, height: null };

// A private (disabled) variation is offered as unavailable: the form needs its attributes, the rest is the staff's.
const shownFacts = (v: VariationFacts): VariationFacts =>
  v.status === 'publish'
    ? v
    : { ...v, description: '', sku: null, regularPrice: null, salePrice: null, price: null, stockQuantity: null, stockStatus: 'instock', weight: null, dimensions: none, image: null };

export function buildVariation(facts: VariationFacts): Variation {
  const v = shownFacts(facts);
  const price = v.price;
  const visible = v.status === 'publish' && price != null;
  const inStock = isInStock(v);
  const limits = quantityLimits(v);
  return {
    attributes: v.attributes,
    availability_html: availabilityHtml(v),
    backorders_allowed: v.backordersAllowed,
    dimensions: { length: text(v.dimensions.length), width: text(v.dimensions.width), height: text(v.dimensions.height) },
    dimensions_html: dimensionsText(v.dimensions),
    display_price: price ?? 0,
    display_regular_price: v.regularPrice ?? price ?? 0,
    image: variationImage(v.image),
    image_id: v.image?.id ?? '',
    is_in_stock: inStock,
    is_purchasable: visible,
    is_sold_individually: v.soldIndividually ? 'yes' : 'no',
    max_qty: limits.max,
    min_qty: limits.min,
    price_html: price == null ? '' : renderToStaticMarkup(createElement(Price, { regular: v.regularPrice, sale: v.salePrice })),
    sku: v.sku ?? '',
    variation_description: descriptionHtml(v.description),
    variation_id: v.id,
    variation_is_active: true,
    variation_is_visible: visible,
    weight: text(v.weight),
    weight_html: weightText(v.weight),
    variation_stock_left: v.stockQuantity ?? '',
  };
}
