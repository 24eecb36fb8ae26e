import { dispatchPageEvent } from '../../client/events';
import { insertHtml } from '../../client/insert-html';
import { shop, shopEndpoints } from '../../lib/contract-names';
import { shippingInputName } from '../shipping/index';
import { applyFragments, dimCartParts } from './cart-fragments.client';
import { cartParams, cartRequest } from './cart-request.client';
import { revealEnabled, revealMiniCart } from './mini-cart-reveal.client';

export { revealMiniCart };

// The cart's requests and fragment swaps in the browser, loaded on the shopper's first cart action (cart-behaviour.ts).

/** Spec 4.2: after an add the button is `.added` and followed by 'Xem giỏ hàng', unless on the cart page or already there. */
function showAdded(stateHolder: Element): void {
  stateHolder.classList.remove('loading');
  stateHolder.classList.add('added');
  const params = cartParams();
  if (!params || params.is_cart || stateHolder.parentElement?.querySelector(':scope > .added_to_cart')) return;
  const link = document.createElement('a');
  link.href = params.cart_url;
  link.className = 'added_to_cart wc-forward';
  link.title = params.i18n_view_cart;
  link.textContent = params.i18n_view_cart;
  stateHolder.after(link);
}

/**
 * One add, queued: `stateHolder` shows loading → added (the button, or its form when the button belongs to an
 * island). Spec 8.1: an error with a product_url sends the shopper to the product.
 */
export async function add(data: URLSearchParams, button: Element, stateHolder: Element): Promise<void> {
  stateHolder.classList.remove('added');
  stateHolder.classList.add('loading');
  dispatchPageEvent(document.body, 'adding_to_cart', { button, data });
  dimCartParts(true);
  const answer = await cartRequest('add_to_cart', data);
  if (answer?.error && answer.product_url) {
    window.location.href = answer.product_url;
    return;
  }
  if (!answer?.fragments) {
    dimCartParts(false);
    stateHolder.classList.remove('loading');
    return;
  }
  const params = cartParams();
  if (params?.cart_redirect_after_add === 'yes') {
    window.location.href = params.cart_url;
    return;
  }
  applyFragments(answer.fragments);
  showAdded(stateHolder);
  const detail = { fragments: answer.fragments, cart_hash: answer.cart_hash, button };
  dispatchPageEvent(document.body, 'added_to_cart', detail);
  dispatchPageEvent(document.body, 'wc_fragments_refreshed');
  if (revealEnabled()) revealMiniCart();
}

/** Spec 8.1: a mini-cart remove that fails, or answers without fragments, follows the link's href. */
export async function removeFromMiniCart(link: HTMLAnchorElement, key: string): Promise<void> {
  dimCartParts(true);
  const answer = await cartRequest('remove_from_cart', new URLSearchParams({ cart_item_key: key }));
  if (!answer?.fragments) {
    window.location.href = link.href;
    return;
  }
  applyFragments(answer.fragments);
  dispatchPageEvent(document.body, 'removed_from_cart', { fragments: answer.fragments, cart_hash: answer.cart_hash, button: link });
}

/** Spec 4.2: fresh fragments for a page whose cart differs from the cookie's (shown again from the back button). */
export async function refreshFragments(): Promise<void> {
  dimCartParts(true);
  const answer = await cartRequest('get_refreshed_fragments', new URLSearchParams({ time: String(Date.now()) }));
  if (!answer?.fragments) return dimCartParts(false);
  applyFragments(answer.fragments);
  dispatchPageEvent(document.body, 'wc_fragments_refreshed');
}

/**
 * The cart page's shipping choice (contract.md `update_shipping_method`, its nonce from `wc_cart_params`): the answer
 * replaces `div.cart_totals`; a refused choice or a failed request shows the page again as the server has it.
 */
export async function chooseShipping(methodId: string): Promise<void> {
  const totals = document.querySelector('div.cart_totals');
  const security = (globalThis as { wc_cart_params?: { update_shipping_method_nonce?: string } }).wc_cart_params?.update_shipping_method_nonce;
  if (!totals || !security) return;
  totals.classList.add('updating');
  const url = shop.ajaxUrlTemplate.replace('%%endpoint%%', shopEndpoints.updateShippingMethod);
  const body = new URLSearchParams({ security, [shippingInputName]: methodId });
  const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin' }).catch(() => null);
  if (!response?.ok) return window.location.reload();
  insertHtml(totals, await response.text());
  dispatchPageEvent(document.body, 'updated_cart_totals');
  dispatchPageEvent(document.body, 'updated_shipping_method');
}
