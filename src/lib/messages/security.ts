export const security = {
  crossSite: 'Yêu cầu này đến từ một trang web khác nên đã bị từ chối.',
  wrongHost: 'Tên miền này không thuộc cửa hàng.',
  tooManyRequests: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau ít phút.',
  postOnly: 'Thao tác này chỉ nhận yêu cầu gửi biểu mẫu (POST).',
} as const;
