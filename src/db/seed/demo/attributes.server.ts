import type { Insertable } from 'kysely';
import type { Schema } from '../../schema';

/** A global attribute (taxonomy 'pa_' + slug) and its terms; colours are hex, patterns get an image. */
export interface AttributeSpec {
  slug: string;
  name: string;
  display: NonNullable<Insertable<Schema['attributes']>['display_type']>;
  terms: { slug: string; name: string; color?: string; pattern?: boolean }[];
}

export const attributeSpecs: AttributeSpec[] = [
  {
    slug: 'mau-sac',
    name: 'Màu sắc',
    display: 'color',
    terms: [
      { slug: 'den', name: 'Đen', color: '#222222' },
      { slug: 'trang', name: 'Trắng', color: '#f4f1ea' },
      { slug: 'do', name: 'Đỏ', color: '#c62828' },
      { slug: 'xanh-navy', name: 'Xanh navy', color: '#1f3a5f' },
      { slug: 'xanh-la', name: 'Xanh lá', color: '#2e7d32' },
      { slug: 'vang', name: 'Vàng', color: '#f2c14e' },
      { slug: 'hong', name: 'Hồng', color: '#ec7fa9' },
      { slug: 'be', name: 'Be', color: '#d8c3a5' },
      { slug: 'nau', name: 'Nâu', color: '#7b5136' },
      { slug: 'xam', name: 'Xám', color: '#9e9e9e' },
      { slug: 'xanh-da-troi', name: 'Xanh da trời', color: '#6fb1e6' },
      { slug: 'tim', name: 'Tím', color: '#7e57c2' },
    ],
  },
  {
    slug: 'kich-thuoc',
    name: 'Kích thước',
    display: 'button',
    terms: ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((n) => ({ slug: n.toLowerCase(), name: n })),
  },
  {
    slug: 'size-giay',
    name: 'Size giày',
    display: 'button',
    terms: ['36', '37', '38', '39', '40', '41', '42', '43'].map((n) => ({ slug: n, name: n })),
  },
  {
    slug: 'chat-lieu',
    name: 'Chất liệu',
    display: 'radio',
    terms: [
      { slug: 'cotton', name: 'Cotton' },
      { slug: 'lua', name: 'Lụa' },
      { slug: 'linen', name: 'Vải lanh' },
      { slug: 'len', name: 'Len' },
      { slug: 'da-that', name: 'Da thật' },
      { slug: 'canvas', name: 'Vải canvas' },
      { slug: 'inox', name: 'Inox 304' },
      { slug: 'gom-su', name: 'Gốm sứ' },
      { slug: 'thuy-tinh', name: 'Thủy tinh' },
      { slug: 'coi', name: 'Cói tự nhiên' },
    ],
  },
  {
    slug: 'hoa-van',
    name: 'Họa tiết',
    display: 'image',
    terms: [
      { slug: 'hoa-nhi', name: 'Hoa nhí', pattern: true },
      { slug: 'cham-bi', name: 'Chấm bi', pattern: true },
      { slug: 'ke-soc', name: 'Kẻ sọc', pattern: true },
      { slug: 'caro', name: 'Caro', pattern: true },
      { slug: 'tron', name: 'Trơn', pattern: true },
    ],
  },
  {
    slug: 'dung-tich',
    name: 'Dung tích',
    display: 'select',
    terms: [
      { slug: '350ml', name: '350 ml' },
      { slug: '500ml', name: '500 ml' },
      { slug: '750ml', name: '750 ml' },
      { slug: '1l', name: '1 lít' },
    ],
  },
  {
    slug: 'xuat-xu',
    name: 'Xuất xứ',
    display: 'select',
    terms: [
      { slug: 'viet-nam', name: 'Việt Nam' },
      { slug: 'nhat-ban', name: 'Nhật Bản' },
      { slug: 'han-quoc', name: 'Hàn Quốc' },
    ],
  },
];
