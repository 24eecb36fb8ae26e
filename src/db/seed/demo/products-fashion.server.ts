import { colourSize, type ProductSpec } from './product-spec.server';

const sml = ['s', 'm', 'l'];
const smlxl = ['s', 'm', 'l', 'xl'];

/** Women's and men's clothing. */
export const fashionProducts: ProductSpec[] = [
  {
    slug: 'dam-maxi-hoa-nhi', name: 'Đầm maxi hoa nhí', category: 'dam', kind: 'dress', colour: 'hong', price: 650_000,
    short: 'Đầm maxi dáng dài họa tiết hoa nhí, chất cotton mềm hai lớp bay bổng cho những ngày dạo biển.',
    material: 'cotton', featured: true,
    variable: {
      attributes: [
        { slug: 'hoa-van', terms: ['hoa-nhi', 'cham-bi', 'ke-soc'] },
        { slug: 'kich-thuoc', terms: sml },
      ],
      stock: { 'ke-soc|l': 0, 'cham-bi|s': 3 },
    },
  },
  {
    slug: 'dam-suong-linen', name: 'Đầm suông linen', category: 'dam', kind: 'dress', colour: 'be', price: 520_000, sale: 449_000,
    short: 'Đầm suông vải lanh thoáng mát, cổ tròn, có túi hai bên tiện lợi.', material: 'linen', stock: 14,
  },
  {
    slug: 'dam-bodycon-du-tiec', name: 'Đầm bodycon dự tiệc', category: 'dam', kind: 'dress', colour: 'do', price: 890_000,
    short: 'Đầm ôm dáng tôn đường cong, vải thun gân co giãn bốn chiều, phù hợp tiệc tối.',
    variable: colourSize(['do', 'den'], sml, { salePercent: 20 }),
  },
  {
    slug: 'dam-cong-so-co-sen', name: 'Đầm công sở cổ sen', category: 'dam', kind: 'dress', colour: 'xanh-navy', price: 590_000,
    short: 'Đầm chữ A cổ sen thanh lịch, dài qua gối, chất tuyết mưa đứng form.', stock: 9,
  },
  {
    slug: 'dam-babydoll-tay-bong', name: 'Đầm babydoll tay bồng', category: 'dam', kind: 'dress', colour: 'vang', price: 450_000,
    short: 'Đầm babydoll tay bồng dễ thương, dáng xòe che khuyết điểm vòng eo.', material: 'cotton',
  },
  {
    slug: 'dam-len-dang-dai', name: 'Đầm len dáng dài', category: 'dam', kind: 'dress', colour: 'nau', price: 780_000,
    short: 'Đầm len dệt kim dáng dài ấm áp, cổ lọ, mặc cùng boot cho mùa đông.', material: 'len', stock: 0,
  },
  {
    slug: 'ao-so-mi-lua-tay-dai', name: 'Áo sơ mi lụa tay dài', category: 'ao-kieu', kind: 'shirt', colour: 'trang', price: 420_000,
    short: 'Áo sơ mi lụa mềm rủ, tay dài cài măng sét, mặc đi làm hay đi chơi đều đẹp.', material: 'lua', featured: true,
    variable: colourSize(['trang', 'hong', 'xanh-da-troi', 'den'], smlxl, { stock: { 'trang|xl': 0, 'hong|m': 2, 'den|s': 1 } }),
  },
  {
    slug: 'ao-kieu-co-no', name: 'Áo kiểu cổ nơ', category: 'ao-kieu', kind: 'shirt', colour: 'hong', price: 350_000, sale: 299_000,
    short: 'Áo kiểu cổ thắt nơ điệu đà, chất lụa satin bóng nhẹ.', material: 'lua', stock: 22,
  },
  {
    slug: 'ao-croptop-gan', name: 'Áo croptop gân', category: 'ao-kieu', kind: 'tshirt', colour: 'den', price: 189_000,
    short: 'Áo croptop thun gân ôm nhẹ, phối cùng quần cạp cao hoặc chân váy.',
    variable: colourSize(['den', 'trang', 'be'], sml),
  },
  {
    slug: 'ao-blouse-voan', name: 'Áo blouse voan', category: 'ao-kieu', kind: 'shirt', colour: 'xanh-da-troi', price: 320_000,
    short: 'Áo blouse voan mỏng nhẹ, có lớp lót, tay lỡ thanh thoát.',
  },
  {
    slug: 'ao-len-cardigan-mong', name: 'Áo len cardigan mỏng', category: 'ao-kieu', kind: 'shirt', colour: 'be', price: 390_000,
    short: 'Cardigan len mỏng cài khuy, khoác nhẹ trong phòng máy lạnh.', material: 'len', stock: 3,
  },
  {
    slug: 'chan-vay-xep-ly-dai', name: 'Chân váy xếp ly dài', category: 'chan-vay', kind: 'skirt', colour: 'xanh-navy', price: 380_000,
    short: 'Chân váy xếp ly dài qua bắp chân, cạp chun thoải mái, chuyển động mềm mại.',
    variable: colourSize(['xanh-navy', 'be', 'den'], sml),
  },
  {
    slug: 'chan-vay-chu-a', name: 'Chân váy chữ A', category: 'chan-vay', kind: 'skirt', colour: 'nau', price: 290_000, sale: 239_000,
    short: 'Chân váy chữ A vải dạ mỏng, dài ngang gối, dễ phối áo sơ mi.',
  },
  {
    slug: 'chan-vay-jean-ngan', name: 'Chân váy jean ngắn', category: 'chan-vay', kind: 'skirt', colour: 'xanh-da-troi', price: 260_000,
    short: 'Chân váy jean ngắn năng động, có quần lót trong, tua rua nhẹ ở gấu.', stock: 17,
  },
  {
    slug: 'chan-vay-but-chi', name: 'Chân váy bút chì', category: 'chan-vay', kind: 'skirt', colour: 'den', price: 310_000,
    short: 'Chân váy bút chì công sở, xẻ sau tiện di chuyển, vải tuyết mưa.',
  },
  {
    slug: 'ao-so-mi-oxford-nam', name: 'Áo sơ mi Oxford nam', category: 'ao-so-mi', kind: 'shirt', colour: 'xanh-da-troi', price: 395_000,
    short: 'Sơ mi Oxford cotton dày dặn, cổ button-down, form regular dễ mặc.', material: 'cotton', featured: true,
    variable: colourSize(['xanh-da-troi', 'trang', 'hong'], ['m', 'l', 'xl', 'xxl'], { salePercent: 15 }),
  },
  {
    slug: 'ao-so-mi-linen-coc-tay', name: 'Áo sơ mi linen cộc tay', category: 'ao-so-mi', kind: 'shirt', colour: 'be', price: 345_000,
    short: 'Sơ mi linen cộc tay cổ ve, thoáng mát cho mùa hè nóng bức.', material: 'linen', stock: 30,
  },
  {
    slug: 'ao-so-mi-ke-soc', name: 'Áo sơ mi kẻ sọc', category: 'ao-so-mi', kind: 'shirt', colour: 'xanh-navy', price: 360_000, sale: 309_000,
    short: 'Sơ mi kẻ sọc nhỏ, vải cotton pha chống nhăn, hợp môi trường văn phòng.',
  },
  {
    slug: 'ao-so-mi-trang-cong-so', name: 'Áo sơ mi trắng công sở', category: 'ao-so-mi', kind: 'shirt', colour: 'trang', price: 330_000,
    short: 'Sơ mi trắng cổ đức kinh điển, vải bamboo mềm mịn, ít nhăn.',
    variable: colourSize(['trang'], ['m', 'l', 'xl', 'xxl'], { stock: { 'trang|xxl': 0 } }),
  },
  {
    slug: 'ao-so-mi-flannel-caro', name: 'Áo sơ mi flannel caro', category: 'ao-so-mi', kind: 'shirt', colour: 'do', price: 410_000,
    short: 'Sơ mi flannel caro đỏ đen ấm áp, mặc riêng hoặc khoác ngoài áo thun.', material: 'cotton',
  },
  {
    slug: 'ao-thun-co-tron-basic', name: 'Áo thun cổ tròn basic', category: 'ao-thun', kind: 'tshirt', colour: 'xam', price: 159_000,
    short: 'Áo thun cotton 100% cổ tròn, sáu màu, sáu cỡ, món đồ cơ bản không thể thiếu.', material: 'cotton', featured: true,
    variable: colourSize(['den', 'trang', 'xam', 'xanh-navy', 'do', 'xanh-la'], ['xs', 's', 'm', 'l', 'xl', 'xxl']),
  },
  {
    slug: 'ao-polo-ca-sau', name: 'Áo polo cá sấu', category: 'ao-thun', kind: 'tshirt', colour: 'xanh-la', price: 279_000,
    short: 'Áo polo vải cá sấu thoáng khí, cổ dệt bo, giữ form sau nhiều lần giặt.',
    variable: colourSize(['xanh-la', 'xanh-navy', 'trang'], smlxl),
  },
  {
    slug: 'ao-thun-in-hoa-tiet', name: 'Áo thun in họa tiết', category: 'ao-thun', kind: 'tshirt', colour: 'vang', price: 199_000, sale: 149_000,
    short: 'Áo thun in họa tiết phố cổ Hà Nội, mực in bền màu không bong tróc.', stock: 40,
  },
  {
    slug: 'ao-thun-dai-tay', name: 'Áo thun dài tay', category: 'ao-thun', kind: 'tshirt', colour: 'xanh-navy', price: 219_000,
    short: 'Áo thun dài tay cotton dày vừa, mặc lót trong hoặc mặc riêng đều hợp.',
  },
  {
    slug: 'ao-tanktop-the-thao', name: 'Áo tanktop thể thao', category: 'ao-thun', kind: 'tshirt', colour: 'den', price: 129_000,
    short: 'Áo ba lỗ thể thao vải thun lạnh, thấm hút mồ hôi nhanh khi tập luyện.', stock: 2,
  },
  {
    slug: 'quan-jean-slim-fit', name: 'Quần jean slim fit', category: 'quan', kind: 'trousers', colour: 'xanh-navy', price: 490_000,
    short: 'Quần jean slim fit co giãn nhẹ, màu chàm bền, đường may chắc chắn.',
    variable: colourSize(['xanh-navy', 'den'], ['m', 'l', 'xl'], { stock: { 'den|xl': 0 } }),
  },
  {
    slug: 'quan-kaki-ong-dung', name: 'Quần kaki ống đứng', category: 'quan', kind: 'trousers', colour: 'be', price: 420_000, sale: 359_000,
    short: 'Quần kaki ống đứng lịch sự, vải cotton twill, cạp có chun hai bên.', material: 'cotton',
  },
  {
    slug: 'quan-short-linen', name: 'Quần short linen', category: 'quan', kind: 'shorts', colour: 'be', price: 249_000,
    short: 'Quần short linen cạp chun dây rút, thoải mái đi biển hay ở nhà.', material: 'linen', stock: 25,
  },
  {
    slug: 'quan-tay-cong-so', name: 'Quần tây công sở', category: 'quan', kind: 'trousers', colour: 'xam', price: 460_000,
    short: 'Quần tây ly đơn, vải tuyết mưa không bai, dáng côn nhẹ hiện đại.',
  },
  {
    slug: 'quan-jogger-ni', name: 'Quần jogger nỉ', category: 'quan', kind: 'trousers', colour: 'den', price: 299_000,
    short: 'Quần jogger nỉ bông bo gấu, mặc tập thể thao hoặc ở nhà đều tiện.',
    variable: colourSize(['den', 'xam'], smlxl),
  },
];
