import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { fieldName } from './attributes';
import { findVariation } from './variation-matching';
import * as q from './item-queries.server';
import { isPurchasable } from './item-rules';

/** What a shopper asked to add: a product or variation id, an optional variation id, and chosen values by field name. */
export interface ItemRequest {
  productId: number;
  variationId: number | null;
  chosen: (field: string) => string;
}

/** A purchasable item: the product, its variation when it has them, and every variation attribute's value. */
export interface ResolvedItem {
  product: q.ItemRow;
  variation: q.ItemRow | null;
  attributes: Record<string, string>;
}

export type Resolution =
  | { ok: true; item: ResolvedItem }
  | { ok: false; reason: 'notFound' | 'chooseOptions' | 'unavailable'; product?: q.ItemRow };

/** Each variation's values by field name; '' where it takes any value. */
async function variationMaps(db: Db, variationIds: number[]): Promise<Map<number, Record<string, string>>> {
  const maps = new Map<number, Record<string, string>>(variationIds.map((id) => [id, {}]));
  for (const row of await q.findVariationTerms(db, variationIds)) {
    const map = maps.get(row.variation_id);
    if (map) map[fieldName(row.attribute)] = row.term ?? '';
  }
  return maps;
}

async function productValues(db: Db, productId: number): Promise<Set<string>> {
  return new Set((await q.findProductTerms(db, productId)).map((r) => `${fieldName(r.attribute)}=${r.term}`));
}

/**
 * The variation's values with its 'any value' attributes filled from the request. A value must be one the
 * product offers, and a fixed value may not be contradicted; otherwise the shopper must choose again.
 */
function completeValues(fixed: Record<string, string>, chosen: ItemRequest['chosen'], offered: Set<string>): Record<string, string> | undefined {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(fixed)) {
    const asked = chosen(field);
    if (value !== '' && asked !== '' && asked !== value) return undefined;
    const final = value || asked;
    if (!offered.has(`${field}=${final}`)) return undefined;
    values[field] = final;
  }
  return values;
}

async function variationItem(db: Db, product: q.ItemRow, variation: q.ItemRow, request: ItemRequest): Promise<Resolution> {
  const [fixed, offered] = await Promise.all([variationMaps(db, [variation.id]), productValues(db, product.id)]);
  const attributes = completeValues(fixed.get(variation.id) ?? {}, request.chosen, offered);
  if (!attributes) return { ok: false, reason: 'chooseOptions', product };
  if (!isPurchasable(variation, product)) return { ok: false, reason: 'unavailable', product };
  return { ok: true, item: { product, variation, attributes } };
}

/** A variable product's variation: the one named, or the first that fits the chosen values. */
async function chosenVariation(db: Db, product: q.ItemRow, request: ItemRequest): Promise<q.ItemRow | undefined> {
  const variations = await q.findVariations(db, product.id);
  if (request.variationId !== null) return variations.find((v) => v.id === request.variationId);
  const maps = await variationMaps(db, variations.map((v) => v.id));
  const fields = [...new Set([...maps.values()].flatMap((m) => Object.keys(m)))];
  const choice = Object.fromEntries(fields.map((f) => [f, request.chosen(f)]));
  const found = findVariation(variations.map((v) => ({ row: v, attributes: maps.get(v.id) ?? {} })), fields, choice);
  return found?.row;
}

/**
 * Contract: a simple product, a variation id (its product with the variation's values), or a variable product
 * with a variation id or the chosen values. Only published products with a price can be added.
 */
export async function resolveItem(db: Db, request: ItemRequest): Promise<Resolution> {
  const [row] = await q.findItems(db, [request.productId]);
  if (!row || row.status !== 'publish') return { ok: false, reason: 'notFound' };
  if (row.type === 'simple') {
    return isPurchasable(row, row) ? { ok: true, item: { product: row, variation: null, attributes: {} } } : { ok: false, reason: 'unavailable', product: row };
  }
  if (row.type === 'variation') {
    const [parent] = row.parent_id === null ? [] : await q.findItems(db, [row.parent_id]);
    if (!parent || parent.type !== 'variable' || parent.status !== 'publish') return { ok: false, reason: 'notFound' };
    return variationItem(db, parent, row, request);
  }
  const variation = await chosenVariation(db, row, request);
  if (!variation) return { ok: false, reason: 'chooseOptions', product: row };
  return variationItem(db, row, variation, request);
}

/** Why an item cannot be bought, as the shopper is told. */
export function refusalMessage(failure: Extract<Resolution, { ok: false }>): string {
  const product = failure.product;
  if (!product || failure.reason === 'notFound') return vi.cart.notFound;
  return failure.reason === 'chooseOptions' ? vi.cart.chooseOptions(product.name) : vi.cart.unavailable(product.name);
}
