import { renderToStaticMarkup } from 'react-dom/server';
import type { CartView } from './cart-session.server';
import { fragmentKeys } from './cart-hooks';
import { CartIconCount, CartPrice } from './header-cart.server';
import { MiniCart } from './mini-cart.server';

/** Contract: the fragment map, each part rendered by the component the page itself uses. */
export function cartFragments(cart: CartView): Record<string, string> {
  return {
    [fragmentKeys.miniCart]: renderToStaticMarkup(<MiniCart cart={cart} />),
    [fragmentKeys.headerCount]: renderToStaticMarkup(<CartIconCount count={cart.itemCount} />),
    [fragmentKeys.headerTotal]: renderToStaticMarkup(<CartPrice total={cart.subtotal} />),
  };
}
