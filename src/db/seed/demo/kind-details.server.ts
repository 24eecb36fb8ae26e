import type { Kind } from './product-spec.server';

type Family = 'clothing' | 'shoes' | 'bags' | 'accessories' | 'kitchen' | 'decor';

/** Shipping weight (kg) and package size (cm) of each kind of goods. */
const kindDetails: Record<Kind, { family: Family; weight: number; size: [number, number, number] }> = {
  dress: { family: 'clothing', weight: 0.35, size: [35, 28, 4] },
  shirt: { family: 'clothing', weight: 0.25, size: [32, 26, 3] },
  tshirt: { family: 'clothing', weight: 0.2, size: [30, 25, 3] },
  skirt: { family: 'clothing', weight: 0.3, size: [32, 26, 3] },
  trousers: { family: 'clothing', weight: 0.5, size: [35, 28, 5] },
  shorts: { family: 'clothing', weight: 0.25, size: [28, 24, 3] },
  sneaker: { family: 'shoes', weight: 0.9, size: [33, 22, 12] },
  sandal: { family: 'shoes', weight: 0.6, size: [30, 20, 10] },
  tote: { family: 'bags', weight: 0.4, size: [40, 35, 5] },
  handbag: { family: 'bags', weight: 0.7, size: [30, 22, 12] },
  backpack: { family: 'bags', weight: 1.1, size: [46, 32, 15] },
  wallet: { family: 'bags', weight: 0.15, size: [12, 10, 3] },
  watch: { family: 'accessories', weight: 0.2, size: [12, 10, 8] },
  hat: { family: 'accessories', weight: 0.15, size: [30, 30, 12] },
  glasses: { family: 'accessories', weight: 0.1, size: [16, 7, 5] },
  scarf: { family: 'accessories', weight: 0.2, size: [25, 20, 4] },
  belt: { family: 'accessories', weight: 0.3, size: [20, 15, 5] },
  sock: { family: 'accessories', weight: 0.05, size: [22, 10, 2] },
  mug: { family: 'kitchen', weight: 0.4, size: [12, 12, 11] },
  bottle: { family: 'kitchen', weight: 0.45, size: [9, 9, 27] },
  pan: { family: 'kitchen', weight: 1.2, size: [48, 28, 8] },
  bowl: { family: 'kitchen', weight: 4.5, size: [40, 30, 25] },
  teapot: { family: 'kitchen', weight: 0.8, size: [20, 16, 14] },
  box: { family: 'kitchen', weight: 1.5, size: [25, 18, 15] },
  cushion: { family: 'decor', weight: 0.6, size: [45, 45, 12] },
  candle: { family: 'decor', weight: 0.35, size: [9, 9, 10] },
  vase: { family: 'decor', weight: 1.3, size: [16, 16, 32] },
  basket: { family: 'decor', weight: 0.5, size: [35, 35, 30] },
  towel: { family: 'decor', weight: 0.45, size: [30, 20, 8] },
  lamp: { family: 'decor', weight: 1, size: [22, 22, 38] },
};

const familyText: Record<Family, { intro: string; features: string[]; care: string }> = {
  clothing: {
    intro: 'Sản phẩm được may tại xưởng của Cửa Hàng Việt ở TP. Hồ Chí Minh, kiểm tra từng đường kim mũi chỉ trước khi giao.',
    features: ['Vải mềm, thoáng khí, thấm hút mồ hôi tốt', 'Đường may kép chắc chắn, không bai giãn', 'Bảng size chuẩn người Việt, dễ chọn cỡ', 'Đổi size miễn phí trong 7 ngày'],
    care: 'Giặt tay hoặc giặt máy chế độ nhẹ ở 30 °C, lộn trái khi phơi, không dùng chất tẩy mạnh.',
  },
  shoes: {
    intro: 'Từng đôi giày được kiểm tra độ bám keo và đường chỉ, đóng hộp kèm giấy chống ẩm.',
    features: ['Lót giày êm, khử mùi', 'Đế chống trượt, bám tốt trên đường ướt', 'Form chuẩn chân người Việt', 'Bảo hành keo đế 6 tháng'],
    care: 'Lau bằng khăn ẩm, phơi nơi thoáng mát, tránh ánh nắng gắt trực tiếp.',
  },
  bags: {
    intro: 'Thiết kế tối giản, nhiều ngăn tiện dụng, đi làm, đi học hay đi chơi đều phù hợp.',
    features: ['Khóa kéo kim loại trơn tru', 'Lớp lót chống thấm nhẹ', 'Quai chắc chắn, chịu lực tốt', 'Bảo hành đường may 12 tháng'],
    care: 'Tránh để nơi ẩm ướt, lau bụi thường xuyên, nhồi giấy giữ form khi không dùng.',
  },
  accessories: {
    intro: 'Món phụ kiện nhỏ giúp bộ trang phục thêm phần chỉn chu và cá tính.',
    features: ['Hoàn thiện tỉ mỉ từng chi tiết', 'Thiết kế dễ phối đồ', 'Đóng hộp sẵn, thích hợp làm quà tặng', 'Đổi trả trong 7 ngày nếu lỗi nhà sản xuất'],
    care: 'Bảo quản trong hộp hoặc túi vải, tránh va đập và hóa chất.',
  },
  kitchen: {
    intro: 'Đồ dùng nhà bếp an toàn cho sức khỏe, đạt tiêu chuẩn vệ sinh thực phẩm.',
    features: ['Không chứa BPA, chì hay cadimi', 'Dễ vệ sinh, dùng được máy rửa bát', 'Bền đẹp theo thời gian', 'Bảo hành 12 tháng'],
    care: 'Rửa bằng nước ấm và nước rửa chén, tránh dùng miếng cọ kim loại.',
  },
  decor: {
    intro: 'Mang hơi thở thủ công Việt vào không gian sống, ấm cúng mà tinh tế.',
    features: ['Làm thủ công bởi nghệ nhân trong nước', 'Màu sắc hài hòa, dễ phối nội thất', 'Chất liệu thân thiện môi trường', 'Đóng gói cẩn thận, chống va đập'],
    care: 'Lau bụi bằng khăn mềm khô, tránh để nơi ẩm thấp.',
  },
};

export function kindDetail(kind: Kind) {
  return kindDetails[kind];
}

/** The product's long description: its own sentence, the family's paragraph, a list and care notes. */
export function descriptionHtml(kind: Kind, short: string): string {
  const text = familyText[kindDetails[kind].family];
  const items = text.features.map((f) => `<li>${f}</li>`).join('');
  return `<p>${short} ${text.intro}</p><h3>Đặc điểm nổi bật</h3><ul>${items}</ul><h3>Hướng dẫn bảo quản</h3><p>${text.care}</p>`;
}
