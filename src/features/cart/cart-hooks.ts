// Markup hooks the server renders and the browser script looks for; kept free of React so the script stays small.

/** The selectors the fragment map is keyed by (contract.md): the page parts that follow the cart. */
export const fragmentKeys = {
  miniCart: 'div.widget_shopping_cart_content',
  headerCount: '.header .cart-icon',
  headerTotal: 'span.cart-price',
} as const;

/** The off-canvas cart, opened where the header has no dropdown (spec 4.2). */
export const cartPopupId = 'cart-popup';
