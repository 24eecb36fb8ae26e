/** The demo shop's category tree: top-level categories, some with subcategories. */
export interface CategorySpec {
  slug: string;
  name: string;
  description: string;
  children?: CategorySpec[];
}

export const categoryTree: CategorySpec[] = [
  {
    slug: 'thoi-trang-nu',
    name: 'Thời trang nữ',
    description: 'Đầm, áo kiểu và chân váy cho phái đẹp, từ công sở đến dạo phố.',
    children: [
      { slug: 'dam', name: 'Đầm', description: 'Đầm maxi, đầm suông, đầm dự tiệc cho mọi dịp.' },
      { slug: 'ao-kieu', name: 'Áo kiểu', description: 'Áo sơ mi lụa, áo blouse, áo len mỏng nữ tính.' },
      { slug: 'chan-vay', name: 'Chân váy', description: 'Chân váy xếp ly, chữ A, bút chì dễ phối đồ.' },
    ],
  },
  {
    slug: 'thoi-trang-nam',
    name: 'Thời trang nam',
    description: 'Áo sơ mi, áo thun và quần nam lịch lãm, thoải mái.',
    children: [
      { slug: 'ao-so-mi', name: 'Áo sơ mi', description: 'Sơ mi Oxford, linen, kẻ sọc cho nam giới.' },
      { slug: 'ao-thun', name: 'Áo thun', description: 'Áo thun cotton, áo polo mặc hằng ngày.' },
      { slug: 'quan', name: 'Quần', description: 'Quần jean, kaki, quần tây và quần short.' },
    ],
  },
  {
    slug: 'giay-dep',
    name: 'Giày dép',
    description: 'Giày thể thao, giày da, sandal và dép cho cả nhà.',
    children: [
      { slug: 'giay-the-thao', name: 'Giày thể thao', description: 'Sneaker và giày chạy bộ êm chân.' },
      { slug: 'sandal-dep', name: 'Sandal & dép', description: 'Sandal quai chéo, dép da, dép đi biển.' },
    ],
  },
  { slug: 'tui-xach', name: 'Túi xách', description: 'Túi tote, túi đeo chéo, balo và ví da.' },
  { slug: 'phu-kien', name: 'Phụ kiện', description: 'Đồng hồ, mũ, kính mát, khăn choàng và thắt lưng.' },
  {
    slug: 'nha-cua-doi-song',
    name: 'Nhà cửa & Đời sống',
    description: 'Đồ dùng nhà bếp và đồ trang trí cho ngôi nhà ấm cúng.',
    children: [
      { slug: 'nha-bep', name: 'Nhà bếp', description: 'Bình giữ nhiệt, chảo, bát đĩa gốm sứ.' },
      { slug: 'trang-tri', name: 'Trang trí', description: 'Gối tựa, nến thơm, lọ hoa và giỏ cói.' },
    ],
  },
];
