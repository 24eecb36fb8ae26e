import * as vi from '../../lib/messages/index';
import type { CartContents, CartLineView } from './cart-contents.server';
import { parseCartQuantity, problemMessage, quantityProblem, type QuantityProblem, type StockFacts } from '../catalogue/index';

/** What one more add or a new quantity is checked against: the item's limits and the cart's other lines. */
interface Unit {
  productId: number;
  variationId: number | null;
  stock: StockFacts;
}

const sameUnit = (a: Omit<Unit, 'stock'>, b: Omit<Unit, 'stock'>) => a.productId === b.productId && a.variationId === b.variationId;

/** Spec 5.2: adding `quantity` of the unit to what the cart already holds of it, and of its product. */
export function additionProblem(cart: CartContents, unit: Unit, quantity: number): QuantityProblem | undefined {
  const unitTotal = cart.lines.filter((l) => sameUnit(l, unit)).reduce((n, l) => n + l.quantity, quantity);
  const productTotal = cart.lines.filter((l) => l.productId === unit.productId).reduce((n, l) => n + l.quantity, quantity);
  return quantityProblem(unit.stock, unitTotal, productTotal);
}

export type QuantityPlan = { ok: true; quantities: Map<string, number> } | { ok: false; messages: string[] };

/**
 * The cart page's update: every requested quantity must belong to a line of this cart and be a whole number
 * (0 removes the line), and every item whose quantity changes must stay within its limits. All or nothing.
 */
export function planQuantities(cart: CartContents, requested: [key: string, raw: string][]): QuantityPlan {
  const messages = new Set<string>();
  const next = new Map(cart.lines.map((l) => [l.key, l.quantity]));
  for (const [key, raw] of requested) {
    const line = cart.lines.find((l) => l.key === key);
    const quantity = parseCartQuantity(raw);
    if (!line) messages.add(vi.cart.unknownItem);
    else if (quantity === undefined) messages.add(vi.cart.invalidQuantity(line.name));
    else next.set(key, quantity);
  }
  const changed = cart.lines.filter((l) => next.get(l.key) !== l.quantity);
  for (const line of changed) {
    const { unitTotal, productTotal } = heldWith(cart, line, (l) => next.get(l.key) ?? 0);
    const problem = unitTotal > 0 ? quantityProblem(line.stock, unitTotal, productTotal) : undefined;
    if (problem) messages.add(problemMessage(problem, line.name));
  }
  if (messages.size) return { ok: false, messages: [...messages] };
  return { ok: true, quantities: new Map(changed.map((l) => [l.key, next.get(l.key) ?? 0])) };
}

/** How many of the line's item, and of its product, the cart's lines hold at these quantities. */
function heldWith(cart: CartContents, line: CartLineView, quantityOf: (l: CartLineView) => number) {
  const total = (match: (l: CartLineView) => boolean) => cart.lines.filter(match).reduce((n, l) => n + quantityOf(l), 0);
  return { unitTotal: total((l) => sameUnit(l, line)), productTotal: total((l) => l.productId === line.productId) };
}

/**
 * Spec 5.2 when the cart is ordered: each item's minimum, maximum and sold-individually limits, over all its lines,
 * as the catalogue has them now. Stock is left to the order's stock update, which decides who gets the last ones.
 */
export function limitProblems(cart: CartContents): string[] {
  const messages = new Set<string>();
  for (const line of cart.lines) {
    const { unitTotal, productTotal } = heldWith(cart, line, (l) => l.quantity);
    const problem = quantityProblem({ ...line.stock, inStock: true, stockQuantity: null }, unitTotal, productTotal);
    if (problem) messages.add(problemMessage(problem, line.name));
  }
  return [...messages];
}
