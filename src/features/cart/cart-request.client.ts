import { shop } from '../../lib/contract-names';
import { cartQueue } from './cart-queue.client';

/** `wc_add_to_cart_params` as every page defines it (spec 3.1). */
export interface CartParams {
  wc_ajax_url: string;
  cart_url: string;
  is_cart: string;
  cart_redirect_after_add: string;
  i18n_view_cart: string;
}

export function cartParams(): CartParams | undefined {
  return (globalThis as { wc_add_to_cart_params?: CartParams }).wc_add_to_cart_params;
}

/** The answers of the cart calls (spec 3.2, 7.1). */
export interface CartAnswer {
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string;
  success?: boolean;
}

/** POSTs a shop-ajax cart call through the cart queue; null for a failed request or an empty or unreadable answer. */
export function cartRequest(endpoint: string, body: URLSearchParams): Promise<CartAnswer | null> {
  return cartQueue(async () => {
    const url = (cartParams()?.wc_ajax_url ?? shop.ajaxUrlTemplate).replace('%%endpoint%%', endpoint);
    try {
      const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
      const text = await response.text();
      return response.ok && text ? (JSON.parse(text) as CartAnswer) : null;
    } catch {
      return null;
    }
  });
}
