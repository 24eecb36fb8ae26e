export const common = {
  siteName: 'Cửa Hàng Việt',
  siteTagline: 'Thời trang và đồ gia dụng cho mọi nhà',
  home: 'Trang chủ',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundText: 'Trang bạn tìm không tồn tại hoặc đã bị xoá.',
  badRequest: 'Yêu cầu không hợp lệ.',
  serverError: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.',
  close: 'Đóng',
  loading: 'Đang tải…',
} as const;
