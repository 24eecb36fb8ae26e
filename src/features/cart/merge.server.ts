import type { Db } from '../../db/index.server';
import { describeLines, type CartLineView } from './cart-contents.server';
import * as q from './queries.server';
import { maxLineQuantity, type StockFacts } from '../catalogue/index';
import { carryCouponsIntoMergedCart, couponsOfMovingCart } from '../coupons/index.server';
import { loadCart } from './service.server';

/** The most of one item (simple product or variation) a cart may hold now; 0 when it cannot be bought. */
function itemCap(stock: StockFacts): number {
  const counted = stock.stockQuantity !== null && !stock.backordersAllowed;
  if (!stock.inStock || (counted && stock.stockQuantity! <= 0)) return 0;
  const cap = Math.min(counted ? stock.stockQuantity! : maxLineQuantity, stock.maxQty ?? maxLineQuantity, maxLineQuantity);
  return stock.minQty !== null && cap < stock.minQty ? 0 : cap;
}

/** Spec 5.2 on a merged cart: each line keeps what still fits after the lines before it, in cart order. */
function clampQuantities(lines: CartLineView[]): Map<string, number> {
  const perItem = new Map<string, number>();
  const perProduct = new Map<number, number>();
  const quantities = new Map<string, number>();
  for (const line of lines) {
    const item = `${line.productId}:${line.variationId ?? ''}`;
    const heldOfItem = perItem.get(item) ?? 0;
    const heldOfProduct = perProduct.get(line.productId) ?? 0;
    let quantity = Math.min(line.quantity, itemCap(line.stock) - heldOfItem);
    if (line.stock.soldIndividually) quantity = Math.min(quantity, 1 - heldOfProduct);
    quantity = Math.max(quantity, 0);
    perItem.set(item, heldOfItem + quantity);
    perProduct.set(line.productId, heldOfProduct + quantity);
    quantities.set(line.key, quantity);
  }
  return quantities;
}

/**
 * Moves the cart of one session into another's (a login: the visitor's cart joins the customer's). Lines with
 * the same item key add up; the result is held to stock, min/max and sold-individually, lines that can no
 * longer be bought are dropped, and the first session ends with the move, so a change of its cart that waited
 * finds it gone instead of being lost with it; unless `keepSource` (a copy, for a reminder link opened on another
 * device). `onlyIntoEmpty` moves nothing into a cart that has lines. The coupons of both carts that still hold come
 * along (decision 092). All or nothing, under both carts' locks (decision 082).
 */
export async function mergeCartIntoSession(db: Db, fromSessionId: string, intoSessionId: string, { keepSource = false, onlyIntoEmpty = false } = {}): Promise<void> {
  if (fromSessionId === intoSessionId) return;
  await db.transaction().execute(async (trx) => {
    // Both carts held, in one order for every merge, so two merges between the same carts wait for each other, never deadlock.
    const open = new Map<string, boolean>();
    for (const id of [fromSessionId, intoSessionId].sort()) open.set(id, await q.lockCart(trx, id));
    // A cart that has ended meanwhile (a login at the same moment moved it away) takes nothing, and gives nothing.
    if (!open.get(intoSessionId) || !open.get(fromSessionId)) return;
    const moving = await q.findLines(trx, fromSessionId);
    const coupons = await couponsOfMovingCart(trx, fromSessionId);
    if (!keepSource) await q.deleteSession(trx, fromSessionId);
    if (!moving.length) return;
    const staying = await q.findLines(trx, intoSessionId);
    if (onlyIntoEmpty && staying.length) return;
    const held = new Map(staying.map((l) => [l.key, l.quantity]));
    const incoming = new Map(moving.map((l) => [l.key, l.quantity]));
    const merged = [
      ...staying.map((l) => ({ ...l, quantity: l.quantity + (incoming.get(l.key) ?? 0) })),
      ...moving.filter((l) => !held.has(l.key)),
    ];
    const { contents, gone } = await describeLines(trx, merged);
    const quantities = clampQuantities(contents.lines);
    const dropped = [...gone, ...[...quantities].filter(([, n]) => n === 0).map(([key]) => key)];
    await q.deleteLines(trx, intoSessionId, dropped.filter((key) => held.has(key)));
    for (const line of merged) {
      const quantity = quantities.get(line.key) ?? 0;
      const change = quantity - (held.get(line.key) ?? 0);
      // addToLine adds to what is stored; the change is negative when the merged total had to be clamped.
      if (quantity > 0 && change !== 0) await q.addToLine(trx, intoSessionId, { ...line, quantity: change });
    }
    // Both carts' coupons, checked again on the merged cart for its customer (decision 092).
    await carryCouponsIntoMergedCart(trx, intoSessionId, coupons, () => loadCart(trx, intoSessionId));
  });
}

/**
 * Ends the session when its cart is empty, checked under its lock so an add that waited for it finds the session
 * ended instead of landing in a cart about to go (a logout, decision 082); false when the cart has lines.
 */
export function endSessionIfCartEmpty(db: Db, sessionId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await q.lockCart(trx, sessionId);
    if ((await q.findLines(trx, sessionId)).length) return false;
    await q.deleteSession(trx, sessionId);
    return true;
  });
}
