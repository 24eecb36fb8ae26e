/** The REST layer's errors (`/wp-json/`, `{code, message, data: {status}}`) and the coming-soon mode's texts. */
export const rest = {
  invalidNonce: 'Mã bảo mật đã hết hạn. Vui lòng tải lại trang.',
  notLoggedIn: 'Bạn cần đăng nhập để thực hiện thao tác này.',
  cannotEdit: 'Bạn không có quyền sửa người dùng này.',
  invalidParam: 'Tham số không hợp lệ: %s.',
  invalidJson: 'Nội dung gửi lên không phải JSON hợp lệ.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  comingSoonTitle: 'Sắp ra mắt',
  comingSoonText: 'Cửa hàng đang được chuẩn bị và sẽ sớm mở cửa. Hẹn gặp lại bạn!',
  comingSoonBanner: 'Cửa hàng đang ở chế độ “Sắp ra mắt”: chỉ nhân viên nhìn thấy trang này.',
  dismiss: 'Ẩn thông báo',
  editWithBuilder: 'Sửa bằng trình dựng trang',
  editInBackend: 'Sửa trong trang quản trị',
  backendNote: 'Trang quản trị chưa có: đây là nội dung đang lưu, chỉ để xem.',
  contentLabel: 'Nội dung (HTML)',
} as const;
