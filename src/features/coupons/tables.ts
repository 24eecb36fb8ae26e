import type { Generated } from 'kysely';

/** Row types of the coupon tables (migration 006-coupons-shipping), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    coupons: CouponTable;
    coupon_usages: CouponUsageTable;
    cart_coupons: { session_id: string; code: string; added_at: string };
  }
}

export type CouponType = 'percent' | 'fixed_cart' | 'fixed_product';

export interface CouponTable {
  id: Generated<number>;
  /** Trimmed and lower-cased, so unique case-insensitively. */
  code: string;
  type: CouponType;
  /** percent: whole percent; fixed_cart and fixed_product: đồng. */
  amount: number;
  /** JSON list of product ids the coupon is limited to; '[]' for every product. */
  product_ids: Generated<string>;
  minimum_spend: number | null;
  /** ISO instant after which the coupon no longer applies; null: never expires. */
  expires_at: string | null;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  individual_use: Generated<number>;
  usage_count: Generated<number>;
  created_at: string;
}

export interface CouponUsageTable {
  id: Generated<number>;
  coupon_id: number;
  order_id: number;
  /** Lower-cased. */
  email: string;
  user_id: number | null;
  created_at: string;
}
