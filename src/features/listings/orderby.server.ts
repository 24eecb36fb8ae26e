import * as vi from '../../lib/messages/index';
import { listingOrders, type ListingOrder } from '../catalogue/index';

/** Spec 2.2: the listing's sort orders, in the order the select offers them; the first is the default. */
export const orderbyValues = listingOrders;
export type Orderby = ListingOrder;
export const defaultOrderby: Orderby = 'menu_order';

/** Anything that is not one of the sort orders (missing, misspelt, hostile) means the default. */
export function parseOrderby(raw: string | null | undefined): Orderby {
  return orderbyValues.find((value) => value === raw) ?? defaultOrderby;
}

export interface OrderbyOption {
  value: Orderby;
  label: string;
}

export function orderbyOptions(): OrderbyOption[] {
  return orderbyValues.map((value) => ({ value, label: vi.catalog.orderby[value] }));
}
