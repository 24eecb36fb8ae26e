import { formatMoney } from '../money';

// Coupons: the cart page's coupon form, discount lines and coupon errors.
export const coupons = {
  couponCode: 'Mã giảm giá',
  couponPlaceholder: 'Nhập mã giảm giá',
  applyCoupon: 'Áp dụng',
  removeCoupon: '[Xoá]',
  removeCouponLabel: (code: string) => `Xoá mã giảm giá ${code}`,
  discountLabel: (code: string) => `Mã giảm giá: ${code}`,
  applied: 'Đã áp dụng mã giảm giá.',
  removed: 'Đã xoá mã giảm giá.',
  notInCart: 'Mã giảm giá này không có trong giỏ hàng.',
  enterCode: 'Vui lòng nhập mã giảm giá.',
  notFound: (code: string) => `Mã giảm giá "${code}" không tồn tại.`,
  alreadyApplied: (code: string) => `Mã giảm giá "${code}" đã được áp dụng.`,
  expired: 'Mã giảm giá đã hết hạn.',
  minimumSpend: (amount: number) => `Đơn hàng tối thiểu ${formatMoney(amount)} mới được dùng mã giảm giá này.`,
  usedUp: 'Mã giảm giá đã được sử dụng hết.',
  usedUpForYou: 'Bạn đã dùng hết số lần được phép cho mã giảm giá này.',
  emailNeeded: 'Mã giảm giá này giới hạn số lần dùng cho mỗi khách hàng: vui lòng nhập email của bạn để dùng mã.',
  notForTheseProducts: 'Mã giảm giá không áp dụng cho các sản phẩm trong giỏ hàng.',
  individualUse: (code: string) => `Mã giảm giá "${code}" không thể dùng chung với mã giảm giá khác.`,
  droppedFromCart: (code: string, reason: string) => `Mã giảm giá "${code}" đã được gỡ khỏi giỏ hàng. ${reason}`,
  individualApplied: (code: string) => `Mã giảm giá "${code}" không dùng chung được với mã khác nên các mã khác đã được gỡ.`,
} as const;
