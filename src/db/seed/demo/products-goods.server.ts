import { colourOnly, colourShoeSize, colourSize, type ProductSpec } from './product-spec.server';

/** Shoes, bags and accessories. */
export const goodsProducts: ProductSpec[] = [
  {
    slug: 'giay-the-thao-trang', name: 'Giày thể thao trắng', category: 'giay-the-thao', kind: 'sneaker', colour: 'trang', price: 790_000,
    short: 'Giày thể thao trắng đế cao su đúc, lót êm, dễ phối với mọi trang phục.', featured: true,
    variable: colourShoeSize(['trang', 'den'], ['38', '39', '40', '41', '42'], { stock: { 'trang|42': 0, 'den|38': 1 } }),
  },
  {
    slug: 'giay-chay-bo-sieu-nhe', name: 'Giày chạy bộ siêu nhẹ', category: 'giay-the-thao', kind: 'sneaker', colour: 'xanh-da-troi', price: 1_290_000,
    short: 'Giày chạy bộ chỉ 220 g, đế foam hoàn lực, mũ lưới thoáng khí.',
    variable: colourShoeSize(['xanh-da-troi', 'do', 'den'], ['39', '40', '41', '42', '43'], { salePercent: 10 }),
  },
  {
    slug: 'giay-sneaker-vai-canvas', name: 'Giày sneaker vải canvas', category: 'giay-the-thao', kind: 'sneaker', colour: 'do', price: 450_000, sale: 389_000,
    short: 'Sneaker cổ thấp vải canvas, đế vulcanized bền bỉ, phong cách cổ điển.', material: 'canvas', stock: 12,
  },
  {
    slug: 'giay-slip-on', name: 'Giày slip-on', category: 'giay-the-thao', kind: 'sneaker', colour: 'den', price: 380_000,
    short: 'Giày lười slip-on không dây, xỏ vào là đi, lót dán khử mùi.',
  },
  {
    slug: 'sandal-quai-cheo', name: 'Sandal quai chéo', category: 'sandal-dep', kind: 'sandal', colour: 'nau', price: 320_000,
    short: 'Sandal quai chéo da tổng hợp, đế bằng chống trượt, nhẹ chân cả ngày.',
    variable: colourShoeSize(['nau', 'den'], ['36', '37', '38', '39']),
  },
  {
    slug: 'dep-le-da', name: 'Dép lê da', category: 'sandal-dep', kind: 'sandal', colour: 'nau', price: 290_000,
    short: 'Dép lê da bò thật, quai bản rộng, đế cao su đúc nguyên khối.', material: 'da-that', stock: 8,
  },
  {
    slug: 'sandal-de-xuong', name: 'Sandal đế xuồng', category: 'sandal-dep', kind: 'sandal', colour: 'be', price: 410_000, sale: 350_000,
    short: 'Sandal đế xuồng cói cao 6 cm, quai vải mềm, tôn dáng mà vẫn êm chân.', material: 'coi',
  },
  {
    slug: 'dep-cao-su-di-bien', name: 'Dép cao su đi biển', category: 'sandal-dep', kind: 'sandal', colour: 'vang', price: 79_000,
    short: 'Dép xỏ ngón cao su tự nhiên, nhẹ, không ngấm nước, nhiều màu tươi sáng.', minQty: 2, maxQty: 20,
  },
  {
    slug: 'giay-tay-da-bo', name: 'Giày tây da bò', category: 'giay-dep', kind: 'sneaker', colour: 'nau', price: 1_450_000,
    short: 'Giày tây da bò nguyên tấm, khâu đế thủ công, đánh xi bóng sang trọng.', material: 'da-that',
    variable: colourShoeSize(['nau', 'den'], ['39', '40', '41', '42', '43']),
  },
  {
    slug: 'giay-bup-be-mui-nhon', name: 'Giày búp bê mũi nhọn', category: 'giay-dep', kind: 'sandal', colour: 'hong', price: 350_000,
    short: 'Giày búp bê mũi nhọn da mềm, đế bệt, thanh lịch khi đi làm.', stock: 16,
  },
  {
    slug: 'tui-tote-vai-canvas', name: 'Túi tote vải canvas', category: 'tui-xach', kind: 'tote', colour: 'be', price: 190_000, sale: 149_000,
    short: 'Túi tote canvas dày, quai dài đeo vai, đựng vừa laptop 14 inch.', material: 'canvas', stock: 50, featured: true,
  },
  {
    slug: 'tui-deo-cheo-mini', name: 'Túi đeo chéo mini', category: 'tui-xach', kind: 'handbag', colour: 'den', price: 480_000,
    short: 'Túi đeo chéo mini da PU cao cấp, dây xích tháo rời, vừa điện thoại và ví.',
    variable: colourOnly(['den', 'be', 'do'], { stock: { do: 0 } }),
  },
  {
    slug: 'balo-laptop-chong-nuoc', name: 'Balo laptop chống nước', category: 'tui-xach', kind: 'backpack', colour: 'xam', price: 690_000,
    short: 'Balo laptop 15,6 inch vải chống nước, ngăn chống sốc, cổng sạc USB tiện lợi.',
    variable: colourOnly(['xam', 'den', 'xanh-navy'], { salePercent: 15 }),
  },
  {
    slug: 'tui-xach-da-cong-so', name: 'Túi xách da công sở', category: 'tui-xach', kind: 'handbag', colour: 'nau', price: 1_850_000,
    short: 'Túi xách da bò thật dáng hộp, nhiều ngăn, đựng vừa hồ sơ A4.', material: 'da-that', stock: 4,
  },
  {
    slug: 'vi-da-nam-gap-doi', name: 'Ví da nam gấp đôi', category: 'tui-xach', kind: 'wallet', colour: 'den', price: 350_000,
    short: 'Ví da bò gấp đôi mỏng gọn, 8 ngăn thẻ, ngăn tiền rộng.', material: 'da-that', stock: 35,
  },
  {
    slug: 'vi-nu-cam-tay-dang-dai', name: 'Ví nữ cầm tay dáng dài', category: 'tui-xach', kind: 'wallet', colour: 'hong', price: 290_000,
    short: 'Ví nữ dáng dài khóa kéo, ngăn đựng điện thoại, màu pastel ngọt ngào.',
  },
  {
    slug: 'dong-ho-day-da-nam-co-dien', name: 'Đồng hồ dây da nam cổ điển', category: 'phu-kien', kind: 'watch', colour: 'nau', price: 2_450_000, sale: 1_990_000,
    short: 'Đồng hồ máy Nhật, mặt kính sapphire, dây da bò, chống nước 5 ATM. Mỗi đơn hàng chỉ một chiếc.',
    material: 'da-that', origin: 'nhat-ban', stock: 6, soldIndividually: true, featured: true,
  },
  {
    slug: 'mu-bucket-vai', name: 'Mũ bucket vải', category: 'phu-kien', kind: 'hat', colour: 'be', price: 149_000,
    short: 'Mũ bucket vải kaki vành rộng, che nắng tốt, gấp gọn bỏ túi.',
    variable: { ...colourSize(['be', 'den', 'xanh-la'], ['m', 'l']), anyAttribute: 'kich-thuoc' },
  },
  {
    slug: 'kinh-mat-gong-tron', name: 'Kính mát gọng tròn', category: 'phu-kien', kind: 'glasses', colour: 'den', price: 320_000,
    short: 'Kính mát gọng tròn kim loại, tròng phân cực chống tia UV400.', stock: 0,
  },
  {
    slug: 'khan-choang-co', name: 'Khăn choàng cổ', category: 'phu-kien', kind: 'scarf', colour: 'do', price: 250_000,
    short: 'Khăn choàng cổ bản lớn, chọn chất liệu lụa, len hay cotton theo mùa.',
    variable: {
      attributes: [{ slug: 'chat-lieu', terms: ['lua', 'len', 'cotton'] }],
      prices: { lua: 390_000, len: 290_000, cotton: 250_000 },
      stock: { len: 2 },
    },
  },
  {
    slug: 'that-lung-da-khoa-kim', name: 'Thắt lưng da khóa kim', category: 'phu-kien', kind: 'belt', colour: 'nau', price: 390_000,
    short: 'Thắt lưng da bò thật, khóa kim hợp kim không gỉ, bản 3,5 cm.', material: 'da-that', stock: 20,
  },
  {
    slug: 'mu-luoi-trai-theu', name: 'Mũ lưỡi trai thêu', category: 'phu-kien', kind: 'hat', colour: 'xanh-navy', price: 179_000, sale: 139_000,
    short: 'Mũ lưỡi trai cotton thêu nổi, khóa điều chỉnh phía sau.', material: 'cotton',
  },
  {
    slug: 'tat-co-cao-cotton', name: 'Tất cổ cao cotton', category: 'phu-kien', kind: 'sock', colour: 'trang', price: 49_000,
    short: 'Tất cổ cao cotton co giãn, kháng khuẩn, khử mùi, mua nhiều đôi càng tiết kiệm.', minQty: 3, maxQty: 30, material: 'cotton',
  },
];
