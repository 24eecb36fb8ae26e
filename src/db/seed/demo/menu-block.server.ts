import { urls } from '../../../lib/urls';

/** The content block the demo mega menu holds beside its category columns (spec 2.11: blocks inside menus). */
export const menuBlock = {
  slug: 'khoi-menu-uu-dai',
  title: 'Khối menu: Ưu đãi trong tháng',
  label: 'Ưu đãi trong tháng',
  content: `<p class="menu-block-title">Ưu đãi trong tháng</p><p>Miễn phí giao hàng cho đơn từ 500.000 ₫ và quà tặng kèm mỗi đơn đầu tiên.</p><p><a href="${urls.shop()}">Xem tất cả sản phẩm</a></p>`,
} as const;
