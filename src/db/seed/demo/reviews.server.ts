/** Shoppers who leave reviews and comments in the demo shop. */
export const reviewers = [
  'Nguyễn Thị Lan', 'Trần Văn Minh', 'Lê Hoàng Anh', 'Phạm Thu Trang', 'Hoàng Đức Huy', 'Vũ Ngọc Mai',
  'Đặng Quốc Bảo', 'Bùi Thị Hạnh', 'Đỗ Minh Tuấn', 'Ngô Phương Linh', 'Dương Thanh Hà', 'Lý Gia Hân',
  'Phan Văn Khoa', 'Trịnh Bảo Ngọc', 'Hồ Thị Thu', 'Mai Anh Dũng', 'Võ Thị Kim Chi', 'Tạ Quang Vinh',
];

/** The shop's own name, used when it answers reviews and comments. */
export const shopName = 'Cửa Hàng Việt';

export const reviewTexts: Record<number, string[]> = {
  5: [
    'Sản phẩm đẹp y như hình, đóng gói cẩn thận, giao hàng nhanh. Sẽ ủng hộ shop dài dài!',
    'Chất lượng vượt mong đợi so với giá tiền. Mình đã mua thêm một cái tặng mẹ.',
    'Rất ưng ý, màu sắc chuẩn, shop tư vấn nhiệt tình. Năm sao không cần bàn.',
    'Hàng chính hãng, dùng mấy tuần rồi vẫn như mới. Cảm ơn shop nhiều!',
    'Giao hàng trong hai ngày ở Hà Nội, sản phẩm hoàn thiện rất tỉ mỉ.',
  ],
  4: [
    'Sản phẩm tốt, đúng mô tả. Chỉ tiếc là giao hơi chậm một chút.',
    'Chất liệu ổn, đường may chắc chắn. Màu ngoài đời nhạt hơn ảnh một xíu.',
    'Đáng tiền, dùng thích. Trừ một sao vì hộp bị móp nhẹ khi nhận.',
    'Mình khá hài lòng, sẽ quay lại mua màu khác.',
  ],
  3: [
    'Tạm ổn trong tầm giá, không có gì đặc biệt.',
    'Sản phẩm dùng được nhưng kích thước hơi khác so với mình nghĩ, nên xem kỹ bảng size.',
  ],
  2: ['Chất lượng chưa như kỳ vọng, sau vài lần dùng đã thấy xuống cấp.'],
  1: ['Giao nhầm màu, phải đổi lại mất thời gian. Mong shop kiểm tra kỹ hơn.'],
};

export const shopReplies = [
  'Cảm ơn bạn đã tin tưởng Cửa Hàng Việt! Hẹn gặp lại bạn ở những đơn hàng sau nhé.',
  'Cửa Hàng Việt xin lỗi vì trải nghiệm chưa trọn vẹn. Bộ phận chăm sóc khách hàng sẽ liên hệ với bạn ngay.',
  'Cảm ơn góp ý của bạn, shop sẽ cải thiện khâu đóng gói và giao hàng.',
];
