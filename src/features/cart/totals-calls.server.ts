import * as vi from '../../lib/messages/index';
import { verifyNonce } from '../../server/nonce.server';
import { readSession } from '../../server/session.server';
import type { ActionHandler } from '../../server/shop.server';
import { noticesHtml } from '../../ui/notices.server';
import { chooseCartShipping } from '../../flows/totals/cart-shipping-choice.server';
import { shippingInputName } from '../shipping/index';
import { cartTotalsHtml } from './cart-totals.server';
import { cartCallNonceActions } from './script-settings.server';
import { loadCart } from './service.server';

// Method ids are `<type>:<row id>`; anything longer is no method of ours.
const maxMethodLength = 64;

/**
 * `update_shipping_method` (`security`, `shipping_method[0]`): the cart page's choice kept when the province offers
 * it, answered with the new `div.cart_totals`; a refused choice writes nothing and answers 400 with the reason.
 */
export const updateShippingMethod: ActionHandler = async (input, c) => {
  if (!(await verifyNonce(c, cartCallNonceActions.updateShippingMethod, input.get('security')))) {
    return c.html(noticesHtml([{ kind: 'error', text: vi.cart.callExpired }]), 403);
  }
  const session = await readSession(c);
  const lines = (await loadCart(c.get('deps').database.db, session?.id)).lines;
  const methodId = (input.get(shippingInputName) ?? '').slice(0, maxMethodLength);
  if (!(await chooseCartShipping(c, lines, methodId))) return c.html(noticesHtml([{ kind: 'error', text: vi.shipping.invalidMethod }]), 400);
  return c.html(await cartTotalsHtml(c));
};

/** `get_cart_totals`: the cart's `div.cart_totals` as it is now (the cart script asks for it by GET). */
export const getCartTotals: ActionHandler = async (_input, c) => c.html(await cartTotalsHtml(c));
