import { cms, shop, shopEndpoints } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { createNonce } from '../../server/nonce.server';
import type { ShopContext } from '../../server/shop.server';
import { orderAttributionSettings } from '../attribution/index';
import { couponNonces } from '../cart/index.server';
import { updateOrderReviewNonceAction } from './checkout-fields';

/**
 * The checkout page's globals (contract.md "Client settings"): `wc_checkout_params`, which the ecosystem's checkout
 * script and our own read, with nonces bound to the session, and `wc_order_attribution` for its checkout form.
 */
export async function checkoutPageSettings(c: ShopContext) {
  const { apply_coupon_nonce, remove_coupon_nonce } = await couponNonces(c);
  return {
    wc_checkout_params: {
      ajax_url: cms.ajaxPath,
      wc_ajax_url: shop.ajaxUrlTemplate,
      update_order_review_nonce: await createNonce(c, updateOrderReviewNonceAction),
      apply_coupon_nonce,
      remove_coupon_nonce,
      option_guest_checkout: 'yes', // an order needs no account
      checkout_url: shop.ajaxUrlTemplate.replace('%%endpoint%%', shopEndpoints.checkout),
      is_checkout: '1',
      debug_mode: '',
      i18n_checkout_error: vi.checkout.orderFailed,
    },
    wc_order_attribution: orderAttributionSettings,
  };
}
