/** Row type of `order_attribution` (migration 007-attribution-marketing), added to the shared Schema. */
declare module '../../db/schema' {
  interface Schema {
    order_attribution: OrderAttributionTable;
  }
}

/** One attribution field of an order (spec 3.9), e.g. utm_source = facebook. */
export interface OrderAttributionTable {
  order_id: number;
  field: string;
  value: string;
}
