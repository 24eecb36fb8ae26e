import { shop } from '../../lib/contract-names';

/** What our checkout script reads of `wc_checkout_params`, the global the checkout page prints (contract.md). */
interface CheckoutParams {
  wc_ajax_url: string;
  update_order_review_nonce: string;
  apply_coupon_nonce: string;
  remove_coupon_nonce: string;
}

export function checkoutParams(): CheckoutParams | undefined {
  return (globalThis as { wc_checkout_params?: CheckoutParams }).wc_checkout_params;
}

export const endpointUrl = (endpoint: string) => (checkoutParams()?.wc_ajax_url ?? shop.ajaxUrlTemplate).replace('%%endpoint%%', endpoint);
