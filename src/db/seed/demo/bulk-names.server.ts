/** Words the benchmark's generated products are named from; each noun belongs to a demo category. */
export const bulkNouns: { noun: string; category: string; colourVariable: boolean }[] = [
  { noun: 'Áo sơ mi', category: 'ao-so-mi', colourVariable: true },
  { noun: 'Áo thun', category: 'ao-thun', colourVariable: true },
  { noun: 'Quần jean', category: 'quan', colourVariable: true },
  { noun: 'Đầm', category: 'dam', colourVariable: true },
  { noun: 'Áo kiểu', category: 'ao-kieu', colourVariable: true },
  { noun: 'Chân váy', category: 'chan-vay', colourVariable: true },
  { noun: 'Giày thể thao', category: 'giay-the-thao', colourVariable: true },
  { noun: 'Sandal', category: 'sandal-dep', colourVariable: false },
  { noun: 'Túi xách', category: 'tui-xach', colourVariable: true },
  { noun: 'Ví da', category: 'tui-xach', colourVariable: false },
  { noun: 'Mũ', category: 'phu-kien', colourVariable: true },
  { noun: 'Khăn', category: 'phu-kien', colourVariable: false },
  { noun: 'Cốc sứ', category: 'nha-bep', colourVariable: false },
  { noun: 'Bình nước', category: 'nha-bep', colourVariable: true },
  { noun: 'Gối tựa', category: 'trang-tri', colourVariable: true },
  { noun: 'Nến thơm', category: 'trang-tri', colourVariable: false },
];

export const bulkStyles = ['thanh lịch', 'cổ điển', 'năng động', 'tối giản', 'cao cấp', 'mùa hè', 'công sở', 'dạo phố', 'thủ công', 'phong cách Hàn'];

export const bulkColours = ['den', 'trang', 'do', 'xanh-navy', 'be', 'xam'];
