import type { Generated } from 'kysely';

/** Row types of the shipping tables (migrations 006-coupons-shipping, 011-cart-shipping-method), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    shipping_zones: ShippingZoneTable;
    shipping_methods: ShippingMethodTable;
    cart_shipping: CartShippingTable;
  }
}

/** A cart's shipping estimate: the province, and the method chosen there ('' for the cheapest). */
export interface CartShippingTable {
  session_id: string;
  province_code: string;
  method_id: Generated<string>;
}

export interface ShippingZoneTable {
  id: Generated<number>;
  name: string;
  /** Comma-separated province codes; empty for the nationwide zone that takes every other province. */
  province_codes: Generated<string>;
  position: Generated<number>;
}

export type ShippingMethodType = 'flat_rate' | 'free_shipping';

export interface ShippingMethodTable {
  id: Generated<number>;
  zone_id: number;
  type: ShippingMethodType;
  label: string;
  cost: Generated<number>;
  /** free_shipping: the subtotal (đồng) from which it is offered; null: always. */
  min_amount: number | null;
  position: Generated<number>;
}
