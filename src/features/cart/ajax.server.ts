import { readSession } from '../../server/session.server';
import type { ActionHandler, ShopContext } from '../../server/shop.server';
import { addFromRequest, addRequestFrom } from './cart-actions.server';
import { runAfterScriptAdd } from './after-script-add.server';
import { removeLine } from './service.server';
import { currentCart, syncCartCookies } from './cart-session.server';
import { cartFragments } from './fragments.server';
import { itemKeyPattern } from './item-key.server';

/** Contract: `{fragments, cart_hash}`, with the cart cookies brought up to date. */
async function fragmentsAnswer(c: ShopContext): Promise<Response> {
  const cart = await currentCart(c);
  syncCartCookies(c, cart);
  return c.json({ fragments: cartFragments(cart), cart_hash: cart.hash });
}

/** `?wc-ajax=add_to_cart`: no product_id → empty body; cannot add → `{error, product_url}`; else the fragments. */
export const addToCart: ActionHandler = async (input, c) => {
  if (!input.has('product_id')) return c.body(null);
  const outcome = await addFromRequest(c, addRequestFrom(input, 'product_id'));
  if (!outcome.ok) return c.json({ error: true, product_url: outcome.productUrl });
  await runAfterScriptAdd(input, c);
  return fragmentsAnswer(c);
};

/** `?wc-ajax=remove_from_cart`: only a line of the shopper's own cart; else `{"success":false}`. */
export const removeFromCart: ActionHandler = async (input, c) => {
  const session = await readSession(c);
  const key = input.get('cart_item_key') ?? '';
  const removed = session !== undefined && itemKeyPattern.test(key) && (await removeLine(c.get('deps').database.db, session.id, key));
  return removed ? fragmentsAnswer(c) : c.json({ success: false });
};

/** `?wc-ajax=get_refreshed_fragments`: the cart as it is; a visitor without a session gets the empty cart. */
export const getRefreshedFragments: ActionHandler = (_input, c) => fragmentsAnswer(c);
