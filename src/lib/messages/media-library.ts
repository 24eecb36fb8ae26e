/** The staff media library's REST and admin-ajax errors (`/wp-json/wp/v2/media`, `query-attachments`). */
export const mediaLibrary = {
  noFile: 'Không có tệp nào được tải lên.',
  notImage: 'Tệp tải lên không phải ảnh JPEG, PNG, WebP hay GIF còn nguyên vẹn.',
  tooLarge: 'Tệp tải lên quá lớn (tối đa %s MB).',
  diskFull: 'Máy chủ đã hết chỗ lưu tệp. Vui lòng báo quản trị viên của cửa hàng.',
  sizesFailed: 'Đã lưu ảnh nhưng chưa tạo được các cỡ ảnh. Vui lòng thử lại.',
  unknownImage: 'Không tìm thấy ảnh này.',
  unknownAction: 'Thao tác không hợp lệ.',
} as const;
