import { readCookie } from '../../client/cookies';
import { dispatchPageEvent } from '../../client/events';
import { shop } from '../../lib/contract-names';
import { fragmentKeys } from './cart-hooks';
import { cartParams } from './cart-request.client';
import { revealEnabled } from './mini-cart-reveal.client';

const buttonSelector = '.add_to_cart_button, .single_add_to_cart_button';
const isDisabled = (el: Element) => el.matches(':disabled, .disabled');
// Requests and fragment swaps load on the first cart action: most page views never need them.
// One shared promise, so actions taken while the code loads reach the cart queue in the order they were taken.
let loading: Promise<typeof import('./cart-in-browser.client')> | undefined;
const actions = () =>
  (loading ??= import('./cart-in-browser.client').catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

const cookie = readCookie;

/** One add: the state holder shows loading at once, while the cart code loads and the request waits its turn. */
function add(data: URLSearchParams, button: Element, stateHolder: Element): void {
  stateHolder.classList.remove('added');
  stateHolder.classList.add('loading');
  void actions().then((cart) => cart.add(data, button, stateHolder));
}

/** Spec 5.2: a button without a product_id is an ordinary link; otherwise all its data-* go to add_to_cart. */
function addFromButton(event: MouseEvent, button: HTMLElement): void {
  if (!button.dataset.product_id) return;
  event.preventDefault();
  const data = new URLSearchParams(Object.entries(button.dataset).filter((e): e is [string, string] => e[1] !== undefined));
  void add(data, button, button);
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || event.defaultPrevented) return;
  const ajaxButton = target.closest<HTMLElement>('.ajax_add_to_cart');
  if (ajaxButton) return addFromButton(event, ajaxButton);
  const remove = target.closest<HTMLAnchorElement>('a.remove_from_cart_button');
  const key = remove?.dataset.cart_item_key;
  if (remove && key && !cartParams()?.is_cart) {
    event.preventDefault();
    void actions().then((cart) => cart.removeFromMiniCart(remove, key));
    return;
  }
  // Spec 4.2: a button outside any form shows loading on click until the page it leads to is shown.
  const button = target.closest(buttonSelector);
  if (button && !button.closest('form') && !isDisabled(button)) button.classList.add('loading');
}

/** The single-product form (`form.cart`) adds by ajax too; product_id is the chosen variation or the product. */
function onSubmit(event: SubmitEvent): void {
  const form = event.target instanceof HTMLFormElement && event.target.matches('form.cart') ? event.target : null;
  const button = event.submitter ?? form?.querySelector('.single_add_to_cart_button');
  if (!form || event.defaultPrevented || !button?.matches('.single_add_to_cart_button') || isDisabled(button)) return;
  const stateHolder = button.closest('[data-island]') ? form : button;
  const data = new URLSearchParams();
  for (const [name, value] of new FormData(form, event.submitter)) if (typeof value === 'string') data.append(name, value);
  const productId = data.get('variation_id') || data.get('add-to-cart') || data.get('product_id');
  if (!productId) {
    stateHolder.classList.add('loading');
    return;
  }
  event.preventDefault();
  data.set('product_id', productId);
  void add(data, button, stateHolder);
}

/** The cart page's shipping radios choose at once; the request code loads then. */
function onChange(event: Event): void {
  const input = event.target instanceof HTMLInputElement && event.target.matches('.cart_totals input.shipping_method') ? event.target : null;
  if (input) void actions().then((cart) => cart.chooseShipping(input.value));
}

/** Spec 4.2: a page whose cart differs from the cookie's (shown again from the back button) asks for fresh fragments. */
function refreshIfStale(): void {
  const shown = document.querySelector<HTMLElement>(fragmentKeys.miniCart);
  if (!shown) return;
  const cookieHash = cookie(shop.itemsInCartCookie) ? cookie(shop.cartHashCookie) ?? '' : '';
  if ((shown.dataset.cart_hash ?? '') === cookieHash) dispatchPageEvent(document.body, 'wc_fragments_loaded');
  else void actions().then((cart) => cart.refreshFragments());
}

/**
 * The cart in the browser (spec 4.2): one delegated listener set, like the ecosystem's add-to-cart script, so
 * buttons that arrive later (infinite scroll, quick view) work too. A visitor without a cart makes no request.
 */
export function startCartBehaviours(): void {
  document.addEventListener('click', onClick);
  document.addEventListener('submit', onSubmit);
  document.addEventListener('change', onChange);
  window.addEventListener('pageshow', (event) => {
    for (const el of document.querySelectorAll(`${buttonSelector}, form.cart`)) el.classList.remove('loading');
    if (event.persisted) refreshIfStale();
  });
  refreshIfStale();
  if (revealEnabled() && document.querySelector('.woocommerce-message .wc-forward')) void actions().then((cart) => cart.revealMiniCart());
}
