export const common = {
  siteName: 'Cửa Hàng Việt',
  siteTagline: 'Thời trang và đồ gia dụng cho mọi nhà',
  home: 'Trang chủ',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundText: 'Trang bạn tìm không tồn tại hoặc đã bị xoá.',
  badRequest: 'Yêu cầu không hợp lệ.',
  methodNotAllowed: 'Địa chỉ này không nhận kiểu yêu cầu đó.',
  notAcceptable: 'Trình duyệt không nhận kiểu nén nào mà cửa hàng gửi được.',
  requestTooLarge: 'Yêu cầu quá lớn để đọc.',
  serverError: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
  close: 'Đóng',
  loading: 'Đang tải…',
} as const;
