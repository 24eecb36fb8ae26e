/**
 * Infinite scroll asks for the next listing page at its own URL plus this flag and gets only that page's
 * `li.product` items as HTML (never cached), so one route, one query and one card component serve both.
 */
export const itemsOnlyFlag = 'infinite_scroll';

/** Path of a listing page: page 1 is the listing's own path (its canonical URL), later pages add `page/<n>/`. */
export function listingPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}page/${page}/`;
}

// Never carried over: our flag, and a no-JS add to cart, which must not repeat on every page link.
const dropped = [itemsOnlyFlag, 'add-to-cart'];

/** The request's query to carry over to other pages of the listing (sort order, filters). */
export function keptQuery(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  for (const name of dropped) query.delete(name);
  return query;
}

export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
