import { createHash } from 'node:crypto';
import type { Db } from '../../db/index.server';
import { linkedPath, urls } from '../../lib/urls';
import { totalsOf } from '../../flows/totals/totals.server';
import { isPurchasable, priceOf, stockFacts, type StockFacts } from '../catalogue/index';
import { attributeLabels, chosenDetails, findItems } from '../catalogue/index.server';
import type { ImageInfo } from '../media/index';
import { loadImages } from '../media/index.server';
import type { CartLine } from './queries.server';

/** A cart line as the shopper sees it, priced from the catalogue now. */
export interface CartLineView extends CartLine {
  name: string;
  sku: string;
  url: string;
  image: ImageInfo | null;
  /** The chosen values, e.g. { label: 'Màu sắc', value: 'Đỏ' }. */
  details: { label: string; value: string }[];
  unitPrice: number;
  lineTotal: number;
  stock: StockFacts;
}

export interface CartContents {
  lines: CartLineView[];
  itemCount: number;
  /** The lines at their prices now, before coupons and shipping (the cart page's totals add those). */
  subtotal: number;
  /** Changes whenever a line, a quantity or a price changes; '' for an empty cart. */
  hash: string;
}

export const emptyCartContents: CartContents = { lines: [], itemCount: 0, subtotal: 0, hash: '' };

function cartHash(lines: CartLineView[]): string {
  if (!lines.length) return '';
  const facts = lines.map((l) => [l.key, l.productId, l.variationId, l.quantity, l.unitPrice]);
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 32);
}

export function contentsOf(lines: CartLineView[]): CartContents {
  return { lines, itemCount: lines.reduce((n, l) => n + l.quantity, 0), subtotal: totalsOf(lines).subtotal, hash: cartHash(lines) };
}

/**
 * The stored lines priced and named from the catalogue. Lines whose product or variation can no longer be
 * bought are left out and returned as `gone`, for the caller to remove.
 */
export async function describeLines(db: Db, lines: CartLine[]): Promise<{ contents: CartContents; gone: string[] }> {
  if (!lines.length) return { contents: emptyCartContents, gone: [] };
  const ids = [...new Set(lines.flatMap((l) => (l.variationId === null ? [l.productId] : [l.productId, l.variationId])))];
  const [items, names] = await Promise.all([findItems(db, ids), attributeLabels(db, lines.flatMap((l) => Object.keys(l.attributes)))]);
  const byId = new Map(items.map((i) => [i.id, i]));
  const imageIds = [...new Set(items.flatMap((i) => (i.image_id === null ? [] : [i.image_id])))];
  const images = await loadImages(db, imageIds);
  const views: CartLineView[] = [];
  const gone: string[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    const unit = line.variationId === null ? product : byId.get(line.variationId);
    const price = unit ? priceOf(unit) : null;
    if (!product || !unit || price === null || !isPurchasable(unit, product)) {
      gone.push(line.key);
      continue;
    }
    const query = new URLSearchParams(line.attributes).toString();
    const imageId = unit.image_id ?? product.image_id;
    views.push({
      ...line,
      name: product.name,
      sku: unit.sku ?? product.sku ?? '',
      url: linkedPath(urls.product(product.slug)) + (query ? `?${query}` : ''),
      image: imageId === null ? null : images.get(imageId) ?? null,
      details: chosenDetails(line.attributes, names),
      unitPrice: price,
      lineTotal: price * line.quantity,
      stock: stockFacts(unit, product),
    });
  }
  return { contents: contentsOf(views), gone };
}
