import { ensureSession, readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { parseId } from '../../lib/request-numbers';
import { addToCart, loadCart, planAdd, type AddRequest } from './service.server';

/**
 * An add as the browser sends it: the id in `idField` (`product_id` from scripts, `add-to-cart` from forms and
 * links), an optional `variation_id`, `quantity`, and `attribute_*` values. A variation id that is not an id
 * makes the whole request unknown.
 */
export function addRequestFrom(input: URLSearchParams, idField: 'product_id' | 'add-to-cart'): AddRequest {
  const variation = input.get('variation_id')?.trim() || null;
  const variationId = variation === null ? null : parseId(variation);
  return {
    productId: variationId === undefined ? undefined : parseId(input.get(idField)),
    variationId: variationId ?? null,
    quantity: input.get('quantity'),
    chosen: (field) => (input.get(field) ?? '').trim().slice(0, 200),
  };
}

export type AddOutcome = { ok: true; name: string; quantity: number } | { ok: false; message: string; productUrl: string };

/** Adds to the shopper's cart; the session is made only when something is actually added. */
export async function addFromRequest(c: ShopContext, request: AddRequest): Promise<AddOutcome> {
  const db = c.get('deps').database.db;
  const session = await readSession(c);
  if (!session) {
    const first = await planAdd(db, await loadCart(db, undefined), request);
    if (!first.ok) return first; // the session is made only for an add that can succeed
  }
  const plan = await addToCart(db, (session ?? (await ensureSession(c))).id, request);
  return plan.ok ? { ok: true, name: plan.name, quantity: plan.line.quantity } : plan;
}
