import type { Generated } from 'kysely';

/** Row types of the order tables (migration 003-orders), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    orders: OrderTable;
    order_lines: OrderLineTable;
    order_coupons: { order_id: number; code: string; amount: Generated<number> };
    order_submissions: OrderSubmissionTable;
  }
}

/** A submission's key and the order it placed (migration 028-order-submissions, decision 079). */
export interface OrderSubmissionTable {
  key: string; // SHA-256 of the door, the shopper and the posted fields, hex
  order_id: number | null;
  placed_at: string;
}

export type OrderStatus = 'processing' | 'on-hold' | 'completed' | 'cancelled';
export type PaymentMethod = 'cod' | 'bacs';

export interface OrderTable {
  id: Generated<number>;
  number: string;
  order_key: string;
  status: OrderStatus;
  user_id: number | null;
  session_id: string;
  customer_name: string;
  phone: string;
  email: string;
  province_code: string;
  province_name: string;
  district_code: string | null;
  district_name: string | null;
  ward_code: string;
  ward_name: string;
  street: string;
  note: Generated<string>;
  payment_method: PaymentMethod;
  shipping_method_id: string;
  shipping_method_label: string;
  shipping_total: Generated<number>;
  subtotal: Generated<number>;
  discount_total: Generated<number>;
  total: Generated<number>;
  created_at: string;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variation_id: number | null;
  name: string;
  attributes: Generated<string>;
  sku: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
}
