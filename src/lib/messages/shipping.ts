// Shipping: the cart page's shipping estimate and its calculator.
export const shipping = {
  title: 'Giao hàng',
  to: (province: string) => `Giao đến ${province}.`,
  chooseProvince: 'Chọn tỉnh/thành phố',
  estimateShipping: 'Tính phí giao hàng',
  updateEstimate: 'Cập nhật',
  estimateHint: 'Chọn tỉnh/thành phố để xem phí giao hàng.',
  unknownProvince: 'Vui lòng chọn tỉnh/thành phố hợp lệ.',
  invalidMethod: 'Vui lòng chọn một phương thức giao hàng hợp lệ.',
  repriced: (cost: string) => `Phí giao hàng vừa thay đổi thành ${cost}. Vui lòng kiểm tra lại đơn hàng rồi đặt hàng.`,
} as const;
