import { readSession } from '../../server/session.server';
import { verifyNonce } from '../../server/nonce.server';
import { siteOrigin } from '../../server/request.server';
import type { ShopContext } from '../../server/shop.server';
import * as vi from '../../lib/messages/index';
import { currentUserId } from '../account/index';
import { readOrderAttribution } from '../attribution/order-attribution';
import { emptyCartContents } from '../cart/cart-contents';
import { syncCartCookies } from '../cart/cart-session';
import { checkoutNonceAction, checkoutNonceField, readCheckoutInput } from './checkout-fields';
import { placeOrder, type PlaceResult } from './place-order';

/** A checkout post, by script or not: the nonce checked, then the order placed; the cart cookies follow the emptied cart. */
export async function submitCheckout(c: ShopContext, input: URLSearchParams): Promise<PlaceResult> {
  const session = await readSession(c);
  if (!session) return { ok: false, errors: [{ id: null, message: vi.checkout.cartEmpty }] };
  if (!(await verifyNonce(c, checkoutNonceAction, input.get(checkoutNonceField)))) {
    return { ok: false, errors: [{ id: null, message: vi.checkout.sessionExpired }] };
  }
  const deps = c.var.deps;
  const result = await placeOrder(
    { deps, origin: siteOrigin(c) },
    { sessionId: session.id, userId: await currentUserId(c), input: readCheckoutInput(input), attribution: readOrderAttribution(input) },
  );
  if (result.ok) syncCartCookies(c, emptyCartContents);
  return result;
}
