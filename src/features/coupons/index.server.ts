// Coupons: their rules and usage limits, the codes applied to a cart, and the cart page's coupon form and rows.
export { applyCouponNotices, removeCouponFromCartPage, removeCouponNotices } from './cart-page-actions.server';
export { CouponField } from './coupon-field.server';
export { DiscountRows } from './discount-rows.server';
export { carryCouponsIntoMergedCart, couponsOfMovingCart } from './merged-cart-coupons.server';
export {
  clearSessionCoupons,
  CouponLimitReached,
  dropSessionCoupons,
  evaluateCoupons,
  limitsUsesPerCustomer,
  recordCouponUsage,
  sessionCouponCodes,
  type CouponLine,
  type CouponResult,
} from './service.server';
