import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { describeLines, emptyCartContents, type CartContents } from './cart-contents.server';
import { additionProblem } from './cart-plan.server';
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
  if (!resolution.ok) return { ok: false, message: refusalMessage(resolution), productUrl: resolution.product ? urls.product(resolution.product.slug) : '' };
  const { product, variation, attributes } = resolution.item;
  const productUrl = urls.product(product.slug);
  const quantity = parseAddQuantity(request.quantity);
  if (quantity === undefined) return { ok: false, message: vi.cart.invalidQuantity(product.name), productUrl };
  const unit = { productId: product.id, variationId: variation?.id ?? null, stock: stockFacts(variation ?? product, product) };
  const problem = additionProblem(cart, unit, quantity);
  if (problem) return { ok: false, message: problemMessage(problem, product.name), productUrl };
  const line = { key: itemKey(product.id, unit.variationId, attributes), productId: product.id, variationId: unit.variationId, quantity, attributes };
  return { ok: true, line, name: product.name };
}

/**
 * Plans and saves an add in one transaction holding the session's cart, so parallel adds of one session are
 * checked one after another against the cart as the previous one left it (issue 6, item 12).
 */
export function addToCart(db: Db, sessionId: string, request: AddRequest): Promise<AddPlan> {
  return db.transaction().execute(async (trx) => {
    await q.lockCart(trx, sessionId);
    const plan = await planAdd(trx, await loadCart(trx, sessionId), request);
    if (plan.ok) await q.addToLine(trx, sessionId, plan.line);
    return plan;
  });
}

export function removeLine(db: Db, sessionId: string, key: string): Promise<boolean> {
  return q.deleteLine(db, sessionId, key);
}

export function saveQuantities(db: Db, sessionId: string, quantities: Map<string, number>) {
  return q.setQuantities(db, sessionId, quantities);
}
