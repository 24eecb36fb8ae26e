import type { Generated } from 'kysely';

/** Row types of every table, as Kysely sees them. Booleans are 0/1; times are ISO-8601 text. */
export interface Schema {
  images: ImageTable;
  categories: CategoryTable;
  products: ProductTable;
  product_categories: { product_id: number; category_id: number };
  product_images: { product_id: number; image_id: number; position: Generated<number> };
  attributes: AttributeTable;
  attribute_terms: AttributeTermTable;
  product_attributes: ProductAttributeTable;
  product_attribute_terms: { product_id: number; term_id: number };
  variation_attributes: { variation_id: number; attribute_id: number; term_id: number | null };
  reviews: ReviewTable;
  posts: PostTable;
  comments: CommentTable;
  menu_items: MenuItemTable;
  sessions: SessionTable;
  cart_items: CartItemTable;
}

export interface ImageTable {
  id: Generated<number>;
  file: string; // path under DATA_DIR/uploads
  width: number;
  height: number;
  alt: Generated<string>;
  title: Generated<string>;
  caption: Generated<string>;
}

export interface CategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  slug: string;
  name: string;
  description: Generated<string>;
  image_id: number | null;
  menu_order: Generated<number>;
}

export type ProductType = 'simple' | 'variable' | 'variation';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export interface ProductTable {
  id: Generated<number>;
  parent_id: number | null;
  type: ProductType;
  status: Generated<string>;
  slug: string;
  name: string;
  search_text: Generated<string>;
  short_description: Generated<string>;
  description: Generated<string>;
  sku: string | null;
  regular_price: number | null;
  sale_price: number | null;
  price: number | null;
  stock_quantity: number | null;
  stock_status: Generated<StockStatus>;
  backorders_allowed: Generated<number>;
  sold_individually: Generated<number>;
  min_qty: number | null;
  max_qty: number | null;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  image_id: number | null;
  featured: Generated<number>;
  menu_order: Generated<number>;
  total_sales: Generated<number>;
  average_rating: Generated<number>;
  rating_count: Generated<number>;
  created_at: string;
}

export type AttributeDisplay = 'select' | 'color' | 'image' | 'button' | 'radio';

export interface AttributeTable {
  id: Generated<number>;
  slug: string;
  name: string;
  display_type: Generated<AttributeDisplay>;
}

export interface AttributeTermTable {
  id: Generated<number>;
  attribute_id: number;
  slug: string;
  name: string;
  color: string | null;
  image_id: number | null;
  menu_order: Generated<number>;
}

export interface ProductAttributeTable {
  product_id: number;
  attribute_id: number;
  position: Generated<number>;
  visible: Generated<number>;
  for_variations: Generated<number>;
}

export interface ReviewTable {
  id: Generated<number>;
  product_id: number;
  parent_id: number | null;
  author: string;
  email: Generated<string>;
  content: string;
  rating: number | null;
  verified: Generated<number>;
  status: Generated<string>;
  created_at: string;
}

export interface PostTable {
  id: Generated<number>;
  type: 'post' | 'page';
  slug: string;
  title: string;
  excerpt: Generated<string>;
  content: string;
  image_id: number | null;
  status: Generated<string>;
  created_at: string;
}

export interface CommentTable {
  id: Generated<number>;
  post_id: number;
  parent_id: number | null;
  author: string;
  email: Generated<string>;
  content: string;
  status: Generated<string>;
  created_at: string;
}

export interface MenuItemTable {
  id: Generated<number>;
  menu: string;
  parent_id: number | null;
  label: string;
  url: string;
  position: Generated<number>;
  mega: Generated<number>;
}

export interface SessionTable {
  id: string; // SHA-256 of the cookie's token, hex
  user_id: number | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  notice: string | null;
}

export interface CartItemTable {
  session_id: string;
  item_key: string;
  product_id: number;
  variation_id: number | null;
  quantity: number;
  attributes: Generated<string>;
  added_at: string;
}
