import { colourOnly, type ProductSpec } from './product-spec.server';

/** Kitchen and home goods. */
export const homeProducts: ProductSpec[] = [
  {
    slug: 'binh-giu-nhiet-inox', name: 'Bình giữ nhiệt inox', category: 'nha-bep', kind: 'bottle', colour: 'xanh-la', price: 189_000,
    short: 'Bình giữ nhiệt inox 304 hai lớp chân không, giữ nóng 12 giờ, giữ lạnh 24 giờ.', material: 'inox', featured: true,
    variable: {
      attributes: [{ slug: 'dung-tich', terms: ['350ml', '500ml', '750ml', '1l'] }],
      prices: { '350ml': 189_000, '500ml': 229_000, '750ml': 279_000, '1l': 329_000 },
      stock: { '1l': 0 },
    },
  },
  {
    slug: 'coc-su-men-ran', name: 'Cốc sứ men rạn', category: 'nha-bep', kind: 'mug', colour: 'xanh-da-troi', price: 129_000,
    short: 'Cốc sứ men rạn thủ công Bát Tràng, dung tích 300 ml, dùng được lò vi sóng.', material: 'gom-su', origin: 'viet-nam',
    minQty: 2, maxQty: 12, stock: 60,
  },
  {
    slug: 'chao-chong-dinh-day-tu', name: 'Chảo chống dính đáy từ', category: 'nha-bep', kind: 'pan', colour: 'den', price: 450_000, sale: 379_000,
    short: 'Chảo chống dính phủ đá hoa cương 26 cm, đáy từ dùng mọi loại bếp.', origin: 'han-quoc', stock: 18,
  },
  {
    slug: 'bo-bat-dia-gom-bat-trang', name: 'Bộ bát đĩa gốm Bát Tràng', category: 'nha-bep', kind: 'bowl', colour: 'xanh-navy', price: 1_250_000,
    short: 'Bộ 12 món bát đĩa gốm Bát Tràng vẽ tay men lam, quà tặng tân gia ý nghĩa.', material: 'gom-su', origin: 'viet-nam',
    variable: colourOnly(['xanh-navy', 'trang']),
  },
  {
    slug: 'hop-dung-com-thuy-tinh', name: 'Hộp đựng cơm thủy tinh', category: 'nha-bep', kind: 'box', colour: 'xanh-la', price: 159_000,
    short: 'Hộp cơm thủy tinh chịu nhiệt, nắp khóa bốn cạnh kín hơi, bộ ba ngăn.', material: 'thuy-tinh', maxQty: 5, stock: 28,
  },
  {
    slug: 'am-pha-tra-gom', name: 'Ấm pha trà gốm', category: 'nha-bep', kind: 'teapot', colour: 'nau', price: 540_000,
    short: 'Ấm pha trà gốm nung củi 500 ml, lưới lọc inox, giữ trọn hương trà.', material: 'gom-su', origin: 'viet-nam', stock: 7,
  },
  {
    slug: 'goi-tua-sofa-tho-cam', name: 'Gối tựa sofa thổ cẩm', category: 'trang-tri', kind: 'cushion', colour: 'do', price: 220_000,
    short: 'Vỏ gối thổ cẩm dệt tay của đồng bào Tây Bắc, kèm ruột gối bông 45 × 45 cm.', origin: 'viet-nam',
    variable: colourOnly(['do', 'vang', 'tim', 'xanh-la'], { stock: { tim: 0, vang: 3 } }),
  },
  {
    slug: 'nen-thom-sap-dau-nanh', name: 'Nến thơm sáp đậu nành', category: 'trang-tri', kind: 'candle', colour: 'tim', price: 169_000, sale: 135_000,
    short: 'Nến thơm sáp đậu nành hương oải hương, cháy sạch 40 giờ, hũ thủy tinh tái sử dụng.', stock: 45,
  },
  {
    slug: 'lo-hoa-gom-men-lam', name: 'Lọ hoa gốm men lam', category: 'trang-tri', kind: 'vase', colour: 'xanh-navy', price: 380_000,
    short: 'Lọ hoa gốm men lam dáng cao 30 cm, điểm nhấn cổ điển cho phòng khách.', material: 'gom-su', origin: 'viet-nam', stock: 11,
  },
  {
    slug: 'gio-coi-dung-do', name: 'Giỏ cói đựng đồ', category: 'trang-tri', kind: 'basket', colour: 'be', price: 199_000,
    short: 'Giỏ cói đan tay có quai, đựng đồ giặt, đồ chơi hay làm chậu cây.', material: 'coi', origin: 'viet-nam',
  },
  {
    slug: 'khan-tam-cotton', name: 'Khăn tắm cotton', category: 'nha-cua-doi-song', kind: 'towel', colour: 'xanh-da-troi', price: 149_000,
    short: 'Khăn tắm cotton 70 × 140 cm mềm mại, thấm hút tốt, không ra màu.', material: 'cotton',
    variable: colourOnly(['xanh-da-troi', 'trang', 'hong', 'xam']),
  },
  {
    slug: 'den-ngu-de-ban', name: 'Đèn ngủ để bàn', category: 'nha-cua-doi-song', kind: 'lamp', colour: 'vang', price: 360_000,
    short: 'Đèn ngủ chụp vải, ánh sáng vàng ấm, điều chỉnh độ sáng bằng cảm ứng.', stock: 1,
  },
];
