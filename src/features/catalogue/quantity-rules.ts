import * as vi from '../../lib/messages/index';
import { parseWholeNumber } from '../../lib/request-numbers';

/** No line holds more than this, whatever the stock: it keeps totals far from any integer limit. */
export const maxLineQuantity = 9999;

/** The quantity of an add: a whole number from 1 to 9999; missing or empty means 1. */
export function parseAddQuantity(raw: string | null | undefined): number | undefined {
  if (raw == null || raw.trim() === '') return 1;
  return parseWholeNumber(raw, { min: 1, max: maxLineQuantity });
}

/** A quantity on the cart page: a whole number from 0 (remove the line) to 9999. */
export function parseCartQuantity(raw: string | null | undefined): number | undefined {
  return parseWholeNumber(raw, { min: 0, max: maxLineQuantity });
}

/** What limits how many of one item (a simple product or a variation) the cart may hold. */
export interface StockFacts {
  inStock: boolean;
  /** null: stock is not counted. */
  stockQuantity: number | null;
  backordersAllowed: boolean;
  soldIndividually: boolean;
  minQty: number | null;
  maxQty: number | null;
}

export type QuantityProblem =
  | { kind: 'outOfStock' }
  | { kind: 'notEnoughStock'; stock: number }
  | { kind: 'soldIndividually' }
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number };

/**
 * Spec 5.2: whether the cart may hold `total` of an item in all its lines; `productTotal` counts every line of
 * the same product (all its variations), which is what "sold individually" limits to one.
 */
export function quantityProblem(facts: StockFacts, total: number, productTotal = total): QuantityProblem | undefined {
  const counted = facts.stockQuantity !== null && !facts.backordersAllowed;
  if (!facts.inStock || (counted && facts.stockQuantity! <= 0)) return { kind: 'outOfStock' };
  if (facts.soldIndividually && productTotal > 1) return { kind: 'soldIndividually' };
  if (counted && total > facts.stockQuantity!) return { kind: 'notEnoughStock', stock: facts.stockQuantity! };
  const max = Math.min(facts.maxQty ?? maxLineQuantity, maxLineQuantity);
  if (total > max) return { kind: 'aboveMax', max };
  if (facts.minQty !== null && total < facts.minQty) return { kind: 'belowMin', min: facts.minQty };
  return undefined;
}

export function problemMessage(problem: QuantityProblem, name: string): string {
  switch (problem.kind) {
    case 'outOfStock':
      return vi.cart.outOfStock(name);
    case 'notEnoughStock':
      return vi.cart.notEnoughStock(name, problem.stock);
    case 'soldIndividually':
      return vi.cart.soldIndividually(name);
    case 'belowMin':
      return vi.cart.belowMin(name, problem.min);
    case 'aboveMax':
      return vi.cart.aboveMax(name, problem.max);
  }
}
