import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { shop } from '../../lib/contract-names';
import { createNonce } from '../../server/nonce.server';
import { isSecureRequest, readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { emptyCartContents, type CartContents } from './cart-contents.server';
import { loadCart } from './service.server';

/** The nonce action of the cart form and the remove links, as the ecosystem names it. */
export const cartNonceAction = 'woocommerce-cart';
const { itemsInCartCookie, cartHashCookie } = shop;

/** The cart as shown: its contents and the nonce its remove links and form carry ('' when empty). */
export interface CartView extends CartContents {
  nonce: string;
}

export const emptyCart: CartView = { ...emptyCartContents, nonce: '' };

/** The shopper's cart now; no query at all for a visitor without a session. */
export async function currentCart(c: ShopContext): Promise<CartView> {
  const session = await readSession(c);
  if (!session) return emptyCart;
  const contents = await loadCart(c.get('deps').database.db, session.id);
  return { ...contents, nonce: contents.lines.length ? await createNonce(c, cartNonceAction) : '' };
}

const pageCarts = new WeakMap<Request, Promise<CartView>>();

/** The cart a page shows, loaded once however many parts of the page show it. */
export function pageCart(c: ShopContext): Promise<CartView> {
  let cart = pageCarts.get(c.req.raw);
  if (!cart) {
    cart = currentCart(c);
    pageCarts.set(c.req.raw, cart);
  }
  return cart;
}

/** Contract: `woocommerce_items_in_cart` and `woocommerce_cart_hash` follow the cart; readable by scripts. */
export function syncCartCookies(c: ShopContext, cart: CartContents): void {
  const options = { path: '/', sameSite: 'Lax', secure: isSecureRequest(c) } as const;
  if (cart.itemCount > 0) {
    setCookie(c, itemsInCartCookie, '1', options);
    setCookie(c, cartHashCookie, cart.hash, options);
    return;
  }
  for (const name of [itemsInCartCookie, cartHashCookie]) if (getCookie(c, name) !== undefined) deleteCookie(c, name, options);
}
