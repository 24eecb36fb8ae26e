import type { Db } from '../../db/index.server';
import { loadProductCards } from '../catalogue/index.server';
import { countListing, listingPageIds, type ListingFilter } from '../catalogue/index.server';
import { showsListingOrder } from '../../server/shown-products.server';
import type { Orderby } from './orderby.server';
import { lastPage } from './pagination.server';
import type { ProductCardData } from '../catalogue/index';

export interface Listing {
  cards: ProductCardData[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
}

/**
 * One page of a listing in a constant number of queries: the count (remembered), the page's ids (read from
 * the nearer end, which needs the count), then the cards of those ids. Null when the page lies beyond the last one.
 */
export async function loadListing(db: Db, filter: ListingFilter, orderby: Orderby, page: number, perPage: number): Promise<Listing | null> {
  const total = await countListing(db, filter);
  const last = lastPage(total, perPage);
  if (page > last) return null;
  showsListingOrder(orderby); // a change of what this order sorts on may move another product onto the kept page (decision 018)
  const ids = await listingPageIds(db, filter, orderby, (page - 1) * perPage, perPage, total);
  return { cards: await loadProductCards(db, ids), total, page, perPage, lastPage: last };
}
