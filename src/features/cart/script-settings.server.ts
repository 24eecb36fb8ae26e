import { cms, shop } from '../../lib/contract-names';
import { createNonce } from '../../server/nonce.server';
import type { ShopContext } from '../../server/shop.server';

/** The nonce actions of the cart's shop-ajax calls, as the ecosystem names them; the calls carry the nonce as `security`. */
export const cartCallNonceActions = {
  applyCoupon: 'apply-coupon',
  removeCoupon: 'remove-coupon',
  updateShippingMethod: 'update-shipping-method',
} as const;

/** The coupon calls' nonces, bound to the session; the cart page and the checkout both print them. */
export async function couponNonces(c: ShopContext): Promise<{ apply_coupon_nonce: string; remove_coupon_nonce: string }> {
  return {
    apply_coupon_nonce: await createNonce(c, cartCallNonceActions.applyCoupon),
    remove_coupon_nonce: await createNonce(c, cartCallNonceActions.removeCoupon),
  };
}

/** `wc_cart_params` (contract.md "Client settings"): what the ecosystem's cart script reads on the cart page. */
export async function cartPageSettings(c: ShopContext) {
  const { apply_coupon_nonce, remove_coupon_nonce } = await couponNonces(c);
  return {
    wc_cart_params: {
      ajax_url: cms.ajaxPath,
      wc_ajax_url: shop.ajaxUrlTemplate,
      update_shipping_method_nonce: await createNonce(c, cartCallNonceActions.updateShippingMethod),
      apply_coupon_nonce,
      remove_coupon_nonce,
    },
  };
}
