// Order attribution labels and the abandoned-cart reminder e-mail.
export const marketing = {
  origin: (source: string) => `Nguồn: ${source}`,
  originUnknown: 'Nguồn: không rõ',
  direct: 'truy cập trực tiếp',
  organic: 'tìm kiếm tự nhiên',
  referral: 'trang giới thiệu',
  reminderSubject: (shop: string) => `Bạn còn sản phẩm trong giỏ hàng tại ${shop}`,
  reminderGreeting: 'Xin chào,',
  reminderIntro: 'Bạn đã để lại những sản phẩm này trong giỏ hàng. Chúng tôi vẫn giữ chúng cho bạn:',
  reminderTotal: 'Tạm tính',
  reminderAction: 'Xem lại giỏ hàng',
  reminderLinkLine: (url: string) => `Xem lại giỏ hàng của bạn: ${url}`,
  reminderIgnore: 'Nếu bạn đã đặt hàng hoặc không còn quan tâm, xin bỏ qua thư này.',
  reminderSignature: (shop: string) => `Trân trọng,\n${shop}`,
} as const;
