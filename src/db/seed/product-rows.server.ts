import type { Insertable } from 'kysely';
import { foldVietnamese } from '../../lib/fold.server';
import type { Schema } from '../schema';
import { daysAgo } from './clock.server';
import { descriptionHtml, kindDetail } from './demo/kind-details.server';
import type { ProductSpec } from './demo/product-spec.server';
import type { Random } from './random.server';
import type { VariationChoice } from './variations.server';

export type ProductRow = Insertable<Schema['products']>;

/** 'ao-so-mi' → 'ASM', 'dam' → 'DAM': the SKU prefix of a category. */
export function skuPrefix(category: string): string {
  const parts = category.split('-');
  return (parts.length === 1 ? category.slice(0, 3) : parts.map((p) => p[0]).join('')).toUpperCase();
}

export interface ProductExtras {
  sku: string;
  imageId: number;
  rating: { average: number; count: number };
  ageDays: number;
}

/** The parent row of a simple or variable product; a variable one takes its lowest variation price. */
export function productRow(spec: ProductSpec, random: Random, extras: ProductExtras, variations: VariationChoice[]): ProductRow {
  const detail = kindDetail(spec.kind);
  const [length, width, height] = detail.size;
  const common = {
    parent_id: null,
    slug: spec.slug,
    name: spec.name,
    search_text: foldVietnamese(`${spec.name} ${extras.sku}`),
    short_description: spec.short,
    description: descriptionHtml(spec.kind, spec.short),
    sku: extras.sku,
    sold_individually: spec.soldIndividually ? 1 : 0,
    min_qty: spec.minQty ?? null,
    max_qty: spec.maxQty ?? null,
    weight: detail.weight,
    length,
    width,
    height,
    image_id: extras.imageId,
    featured: spec.featured ? 1 : 0,
    menu_order: random.int(0, 20),
    total_sales: Math.floor(random.next() ** 2 * 600),
    average_rating: extras.rating.average,
    rating_count: extras.rating.count,
    created_at: daysAgo(extras.ageDays, random.int(7, 21)),
  };
  if (!spec.variable) {
    return {
      ...common,
      type: 'simple',
      regular_price: spec.price,
      sale_price: spec.sale ?? null,
      price: spec.sale ?? spec.price,
      stock_quantity: spec.stock ?? null,
      stock_status: spec.stock === 0 ? 'outofstock' : 'instock',
    };
  }
  const prices = variations.map((v) => v.salePrice ?? v.regularPrice);
  return {
    ...common,
    type: 'variable',
    regular_price: null,
    sale_price: null,
    price: Math.min(...prices),
    stock_quantity: null,
    stock_status: variations.some((v) => v.stock > 0) ? 'instock' : 'outofstock',
  };
}

/** A variation row: its own SKU, price, stock and picture; the size it comes in nudges its weight. */
export function variationRow(parent: ProductRow, choice: VariationChoice, termNames: string[], imageId: number | null, sizeIndex: number): ProductRow {
  const picked = choice.terms.filter((t) => t.term !== null).map((t) => t.term as string);
  const suffix = picked.join('-');
  const sku = `${parent.sku}-${suffix.toUpperCase()}`;
  const name = `${parent.name} - ${termNames.join(', ')}`;
  return {
    parent_id: null,
    type: 'variation',
    slug: `${parent.slug}-${suffix}`,
    name,
    search_text: foldVietnamese(`${name} ${sku}`),
    sku,
    regular_price: choice.regularPrice,
    sale_price: choice.salePrice,
    price: choice.salePrice ?? choice.regularPrice,
    stock_quantity: choice.stock,
    stock_status: choice.stock > 0 ? 'instock' : 'outofstock',
    weight: parent.weight == null ? null : Math.round((parent.weight + sizeIndex * 0.02) * 100) / 100,
    length: parent.length,
    width: parent.width,
    height: parent.height,
    image_id: imageId,
    menu_order: 0,
    created_at: parent.created_at,
  };
}
