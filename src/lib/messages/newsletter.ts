export const newsletter = {
  footerTitle: 'Nhận bản tin',
  footerText: 'Nhận tin khuyến mãi và hàng mới qua email. Bạn có thể huỷ bất cứ lúc nào.',
  emailLabel: 'Email của bạn',
  emailPlaceholder: 'email@vidu.vn',
  honeypotLabel: 'Để trống ô này',
  submit: 'Đăng ký',
  checkMailbox: 'Cảm ơn bạn! Vui lòng mở email chúng tôi vừa gửi và bấm vào liên kết để xác nhận đăng ký.',
  invalidEmail: 'Vui lòng nhập một địa chỉ email hợp lệ.',
  spam: 'Yêu cầu đăng ký không được chấp nhận.',
  tooMany: 'Bạn đăng ký quá nhanh. Vui lòng thử lại sau.',
  signupTitle: 'Đăng ký nhận bản tin',
  back: 'Tiếp tục mua sắm',
  confirmTitle: 'Xác nhận đăng ký nhận bản tin',
  confirmQuestion: (email: string) => `Xác nhận đăng ký nhận bản tin cho ${email}?`,
  confirmButton: 'Xác nhận đăng ký',
  confirmed: (email: string) => `Đã xác nhận: ${email} sẽ nhận bản tin của chúng tôi.`,
  unsubscribeTitle: 'Huỷ nhận bản tin',
  unsubscribeQuestion: (email: string) => `Ngừng gửi bản tin tới ${email}?`,
  unsubscribeButton: 'Huỷ nhận bản tin',
  unsubscribed: (email: string) => `Đã huỷ: chúng tôi sẽ không gửi bản tin tới ${email} nữa.`,
  unsubscribeLink: 'Huỷ nhận bản tin',
  badLink: 'Liên kết không hợp lệ hoặc đã được dùng. Bạn có thể đăng ký lại ở cuối trang.',
  serviceDown: 'Không thể cập nhật đăng ký lúc này. Vui lòng thử lại sau ít phút.',
  mailSubject: (shop: string) => `Xác nhận đăng ký nhận bản tin ${shop}`,
  mailBody: (shop: string, confirmUrl: string, unsubscribeUrl: string) =>
    `Xin chào,\n\nBạn (hoặc ai đó) vừa đăng ký nhận bản tin của ${shop} bằng địa chỉ email này.\n\n` +
    `Bấm vào liên kết sau để xác nhận:\n${confirmUrl}\n\n` +
    `Nếu không phải bạn, hãy bỏ qua email này: bạn sẽ không nhận bản tin nào.\n\n` +
    `Huỷ nhận bản tin bất cứ lúc nào:\n${unsubscribeUrl}\n`,
};
