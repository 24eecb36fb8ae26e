import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { linkedPath, urls } from '../../lib/urls';
import { describeLines, emptyCartContents, type CartContents } from './cart-contents.server';
import { additionProblem, planQuantities, type QuantityPlan } from './cart-plan.server';
import * as q from './queries.server';
import { parseAddQuantity, problemMessage, stockFacts } from '../catalogue/index';
import { refusalMessage, resolveItem, type ItemRequest } from '../catalogue/index.server';
import { itemKey } from './item-key.server';

/** The session's cart priced now; lines that can no longer be bought are dropped from it. */
export async function loadCart(db: Db, sessionId: string | undefined): Promise<CartContents> {
  if (!sessionId) return emptyCartContents;
  const { contents, gone } = await describeLines(db, await q.findLines(db, sessionId));
  await q.deleteLines(db, sessionId, gone);
  return contents;
}

/** Drops the lines that can no longer be bought (a product withdrawn, a variation gone); answers how many went. */
export async function dropLinesNoLongerSold(db: Db, sessionId: string): Promise<number> {
  const { gone } = await describeLines(db, await q.findLines(db, sessionId));
  await q.deleteLines(db, sessionId, gone);
  return gone.length;
}

export interface AddRequest extends Omit<ItemRequest, 'productId'> {
  /** undefined when the request's id is not a product id at all. */
  productId: number | undefined;
  quantity: string | null;
}

export type AddPlan =
  | { ok: true; line: q.CartLine; name: string }
  | { ok: false; message: string; /** The product's page, where the shopper can choose again; '' when there is none. */ productUrl: string };

/** Checks an add against the catalogue and the cart as it is; writes nothing. */
export async function planAdd(db: Db, cart: CartContents, request: AddRequest): Promise<AddPlan> {
  if (request.productId === undefined) return { ok: false, message: vi.cart.notFound, productUrl: '' };
  const resolution = await resolveItem(db, { ...request, productId: request.productId });
  if (!resolution.ok) return { ok: false, message: refusalMessage(resolution), productUrl: resolution.product ? linkedPath(urls.product(resolution.product.slug)) : '' };
  const { product, variation, attributes } = resolution.item;
  const productUrl = linkedPath(urls.product(product.slug));
  const quantity = parseAddQuantity(request.quantity);
  if (quantity === undefined) return { ok: false, message: vi.cart.invalidQuantity(product.name), productUrl };
  const unit = { productId: product.id, variationId: variation?.id ?? null, stock: stockFacts(variation ?? product, product) };
  const problem = additionProblem(cart, unit, quantity);
  if (problem) return { ok: false, message: problemMessage(problem, product.name), productUrl };
  const line = { key: itemKey(product.id, unit.variationId, attributes), productId: product.id, variationId: unit.variationId, quantity, attributes };
  return { ok: true, line, name: product.name };
}

/**
 * Runs `work` in one transaction holding the session's cart, so the session's other changes to its lines and coupons
 * (an add, the cart form, a coupon call, an order of the cart) run one after another, each against what the one
 * before left (issue 6, item 12). `work` queries through `trx` only: a query on the shared handle would wait for the
 * lock (PostgreSQL) or the one connection (SQLite) this transaction holds. A session ended while the request waited
 * (a login or logout moved its cart, decision 082) runs nothing and answers `ended`.
 */
export function changeCart<T>(db: Db, sessionId: string, work: (trx: Db) => Promise<T>, ended: T): Promise<T> {
  return db.transaction().execute(async (trx) => ((await q.lockCart(trx, sessionId)) ? work(trx) : ended));
}

/** Plans and saves an add against the cart as the session's previous change left it. */
export function addToCart(db: Db, sessionId: string, request: AddRequest): Promise<AddPlan> {
  const ended: AddPlan = { ok: false, message: vi.cart.callExpired, productUrl: '' };
  return changeCart(db, sessionId, async (trx) => {
    const plan = await planAdd(trx, await loadCart(trx, sessionId), request);
    if (plan.ok) await q.addToLine(trx, sessionId, plan.line);
    return plan;
  }, ended);
}

export function removeLine(db: Db, sessionId: string, key: string): Promise<boolean> {
  return changeCart(db, sessionId, (trx) => q.deleteLine(trx, sessionId, key), false);
}

/** The cart form's quantities (line key → as typed), checked against the cart as it is under its lock and saved. */
export function updateQuantities(db: Db, sessionId: string, requested: [key: string, raw: string][]): Promise<QuantityPlan> {
  return changeCart(db, sessionId, async (trx) => {
    const plan = planQuantities(await loadCart(trx, sessionId), requested);
    if (plan.ok) await q.setQuantities(trx, sessionId, plan.quantities);
    return plan;
  }, { ok: false, messages: [vi.cart.callExpired] });
}

/**
 * Inside an order's transaction: holds the session's cart until the order commits, so an add or change meanwhile
 * waits and then finds the cart the order left.
 */
export async function lockCartForOrder(trx: Db, sessionId: string): Promise<void> {
  await q.lockCart(trx, sessionId);
}

/** Inside the transaction holding the cart: removes the lines an order took, as it read them; false when one changed. */
export async function removeOrderedLines(trx: Db, sessionId: string, lines: Pick<q.CartLine, 'key' | 'quantity'>[]): Promise<boolean> {
  for (const line of lines) if (!(await q.deleteLine(trx, sessionId, line.key, line.quantity))) return false;
  return true;
}
