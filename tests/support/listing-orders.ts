/** A listed product's sort keys, as a test reads them from the products table. */
export interface ListedRow {
  id: number;
  menu_order: number;
  search_text: string;
  total_sales: number;
  average_rating: number;
  rating_count: number;
  created_at: string;
  price: number | null;
}

const num = (a: number, b: number) => a - b;
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// The orders spec 2.2 offers, written out over the rows so the server's SQL is checked, not repeated.
export const listingComparators: Record<string, (a: ListedRow, b: ListedRow) => number> = {
  menu_order: (a, b) => num(a.menu_order, b.menu_order) || text(a.search_text, b.search_text) || num(a.id, b.id),
  popularity: (a, b) => num(b.total_sales, a.total_sales) || num(b.id, a.id),
  rating: (a, b) => num(b.average_rating, a.average_rating) || num(b.rating_count, a.rating_count) || num(b.id, a.id),
  date: (a, b) => text(b.created_at, a.created_at) || num(b.id, a.id),
  price: (a, b) => num(a.price ?? Infinity, b.price ?? Infinity) || num(a.id, b.id),
  'price-desc': (a, b) => num(b.price ?? -Infinity, a.price ?? -Infinity) || num(b.id, a.id),
};
