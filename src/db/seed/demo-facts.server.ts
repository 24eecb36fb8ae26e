/**
 * Facts about the demo shop that other tests rely on; demo-facts.integration.test.ts checks each one
 * against a freshly seeded database. Products in a subcategory also belong to its parent category.
 */
export const demoFacts = {
  /** Simple and variable products (variations not counted). */
  productCount: 65,
  /** 6 colours × 6 sizes = 36 variations, so data-product_variations is false. */
  manyVariationsSlug: 'ao-thun-co-tron-basic',
  manyVariationsCount: 36,
  soldIndividuallySlug: 'dong-ho-day-da-nam-co-dien',
  /** Variable: 'mau-sac' (colour swatches) × 'kich-thuoc' (buttons); one variation sold out, two low. */
  colourSwatchProductSlug: 'ao-so-mi-lua-tay-dai',
  colourSwatchOutOfStock: { 'mau-sac': 'trang', 'kich-thuoc': 'xl' },
  colourSwatchLowStock: { terms: { 'mau-sac': 'hong', 'kich-thuoc': 'm' }, stock: 2 },
  /** Variable: 'hoa-van' (image swatches) × 'kich-thuoc'. */
  imageSwatchProductSlug: 'dam-maxi-hoa-nhi',
  /** Variable on 'chat-lieu' only (radio), a price per material. */
  radioProductSlug: 'khan-choang-co',
  /** Variable on 'dung-tich' only (select); the 1-litre variation is sold out. */
  selectOnlyProductSlug: 'binh-giu-nhiet-inox',
  /** Variable whose variations leave 'kich-thuoc' as 'any value'. */
  anyValueProductSlug: 'mu-bucket-vai',
  /** Simple, in stock, no sale price. */
  simpleProductSlug: 'vi-da-nam-gap-doi',
  simpleProductPrice: 350_000,
  /** Simple, on sale. */
  saleProductSlug: 'tui-tote-vai-canvas',
  saleProductPrices: { regular: 190_000, sale: 149_000 },
  outOfStockSimpleSlug: 'kinh-mat-gong-tron',
  /** Simple with 1 left. */
  lowStockSimpleSlug: 'den-ngu-de-ban',
  /** Simple with min_qty 2 and max_qty 12. */
  minMaxQtySlug: 'coc-su-men-ran',
  minMaxQty: { min: 2, max: 12 },
  /** A product without reviews. */
  noReviewsSlug: 'dam-cong-so-co-sen',
  featuredCount: 8,
  categorySlugs: {
    women: 'thoi-trang-nu',
    dresses: 'dam',
    blouses: 'ao-kieu',
    skirts: 'chan-vay',
    men: 'thoi-trang-nam',
    shirts: 'ao-so-mi',
    tshirts: 'ao-thun',
    trousers: 'quan',
    shoes: 'giay-dep',
    sneakers: 'giay-the-thao',
    sandals: 'sandal-dep',
    bags: 'tui-xach',
    accessories: 'phu-kien',
    home: 'nha-cua-doi-song',
    kitchen: 'nha-bep',
    decor: 'trang-tri',
  },
  topCategorySlugs: ['thoi-trang-nu', 'thoi-trang-nam', 'giay-dep', 'tui-xach', 'phu-kien', 'nha-cua-doi-song'],
  /** Names a search finds; 'Áo sơ mi' matches several products (folded: 'ao so mi'). */
  search: {
    shirtQuery: 'Áo sơ mi',
    shirtName: 'Áo sơ mi lụa tay dài',
    shirtMatches: 6,
    dressName: 'Đầm maxi hoa nhí',
    noMatchQuery: 'xe máy điện',
  },
  pageSlugs: { about: 'gioi-thieu', contact: 'lien-he', terms: 'dieu-khoan-va-dieu-kien', story: 'cau-chuyen' },
  postSlugs: ['xu-huong-thoi-trang-he-2026', 'cach-chon-size-ao-so-mi', 'bi-quyet-bao-quan-do-da', 'trang-tri-nha-phong-cach-viet'],
  /** A post whose comments have replies. */
  commentedPostSlug: 'xu-huong-thoi-trang-he-2026',
} as const;
