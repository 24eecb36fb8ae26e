/** Spec 2.2: the orders a listing can be sorted in, in the order the select offers them; the first is the default. */
export const listingOrders = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const;
export type ListingOrder = (typeof listingOrders)[number];
