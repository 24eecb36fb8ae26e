import * as vi from '../../lib/messages/index';

/** Spec 2.2: the listing's sort orders, in the order the select offers them; the first is the default. */
export const orderbyValues = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const;
export type Orderby = (typeof orderbyValues)[number];
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
