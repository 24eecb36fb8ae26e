import type { Db } from '../../db/index.server';

/** A stored cart line: what was chosen and how many; prices are never stored. */
export interface CartLine {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
  /** Attribute field (`attribute_pa_<slug>`) → term slug. */
  attributes: Record<string, string>;
}

function attributesOf(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export async function findLines(db: Db, sessionId: string): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select(['item_key', 'product_id', 'variation_id', 'quantity', 'attributes'])
    .where('session_id', '=', sessionId)
    .orderBy('added_at')
    .orderBy('item_key')
    .execute();
  return rows.map((r) => ({ key: r.item_key, productId: r.product_id, variationId: r.variation_id, quantity: r.quantity, attributes: attributesOf(r.attributes) }));
}

/**
 * Holds the session's row until the transaction ends, so another request of the same session waits before it
 * reads the cart (PostgreSQL row lock; SQLite's one connection already runs transactions one at a time); false when
 * the session has ended, its cart gone with it.
 */
export async function lockCart(trx: Db, sessionId: string): Promise<boolean> {
  const result = await trx.updateTable('sessions').set((eb) => ({ last_seen_at: eb.ref('last_seen_at') })).where('id', '=', sessionId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a session whose cart has moved to another (its coupons, notices and other rows go with it). */
export async function deleteSession(trx: Db, sessionId: string): Promise<void> {
  await trx.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Adds to the line with this key, or starts it. */
export function addToLine(db: Db, sessionId: string, line: CartLine) {
  return db
    .insertInto('cart_items')
    .values({
      session_id: sessionId,
      item_key: line.key,
      product_id: line.productId,
      variation_id: line.variationId,
      quantity: line.quantity,
      attributes: JSON.stringify(line.attributes),
      added_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['session_id', 'item_key']).doUpdateSet((eb) => ({ quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')) })))
    .execute();
}

/** Sets each line's quantity, removing those set to 0; run in the caller's transaction, so all or nothing. */
export async function setQuantities(trx: Db, sessionId: string, quantities: Map<string, number>): Promise<void> {
  for (const [key, quantity] of quantities) {
    if (quantity === 0) await trx.deleteFrom('cart_items').where('session_id', '=', sessionId).where('item_key', '=', key).execute();
    else await trx.updateTable('cart_items').set({ quantity }).where('session_id', '=', sessionId).where('item_key', '=', key).execute();
  }
}

/**
 * Removes the session's line with this key (only while it holds `quantity`, when given); false when the session
 * has no such line.
 */
export async function deleteLine(db: Db, sessionId: string, key: string, quantity?: number): Promise<boolean> {
  let removal = db.deleteFrom('cart_items').where('session_id', '=', sessionId).where('item_key', '=', key);
  if (quantity !== undefined) removal = removal.where('quantity', '=', quantity);
  const result = await removal.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteLines(db: Db, sessionId: string, keys: string[]): Promise<void> {
  if (keys.length) await db.deleteFrom('cart_items').where('session_id', '=', sessionId).where('item_key', 'in', keys).execute();
}
