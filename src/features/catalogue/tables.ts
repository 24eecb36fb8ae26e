import type { Generated } from 'kysely';

/** Row types of the catalogue's tables (migration 001-catalog), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    categories: CategoryTable;
    products: ProductTable;
    product_categories: { product_id: number; category_id: number };
    catalogue_changes: { changes: number };
    listing_counts: { listing: string; products: number; changes: number };
    listing_positions: { listing: string; orderby: string; position: number; product_id: number };
    listing_position_stamps: { listing: string; orderby: string; stamp: string };
    listing_order_changes: { orderby: string; changes: number };
    product_images: { product_id: number; image_id: number; position: Generated<number> };
    attributes: AttributeTable;
    attribute_terms: AttributeTermTable;
    product_attributes: ProductAttributeTable;
    product_attribute_terms: { product_id: number; term_id: number };
    variation_attributes: { variation_id: number; attribute_id: number; term_id: number | null };
  }
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
