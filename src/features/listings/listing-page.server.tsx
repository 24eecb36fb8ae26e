import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.server';
import InfiniteScroll from './infinite-scroll.island';
import type { Listing } from './listing.server';
import { OrderingForm } from './ordering-form.server';
import type { Orderby } from './orderby.server';
import { PaginationNav } from './pagination-nav.server';
import { ProductGrid } from './product-card.server';
import { ResultCount } from './result-count.server';

export interface ListingPageProps {
  trail: Crumb[];
  heading: string;
  description: string;
  subcategories: { name: string; path: string }[];
  listing: Listing;
  orderby: Orderby;
  /** Path of the listing's first page, e.g. `/cua-hang/`. */
  basePath: string;
  query: URLSearchParams;
  /** Other features' blocks inside each card, by product id (card-extras.server.ts). */
  cardExtras?: ReadonlyMap<number, ReactNode>;
}

/** A shop or category page: heading, subcategories, the sort row, the grid and its page links. */
export function ListingPage({ trail, heading, description, subcategories, listing, orderby, basePath, query, cardExtras }: ListingPageProps) {
  return (
    <div className="shop-page container">
      <Breadcrumbs trail={trail} />
      <header className="shop-page-header">
        <h1 className="shop-page-title page-title">{heading}</h1>
        {description && <div className="term-description">{description.split(/\n{2,}/).map((part, i) => <p key={i}>{part}</p>)}</div>}
        {subcategories.length > 0 && (
          <nav className="subcategories" aria-label={vi.catalog.subcategories}>
            <ul>
              {subcategories.map((sub) => (
                <li key={sub.path}><a href={sub.path}>{sub.name}</a></li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {listing.total === 0 ? (
        <p className="woocommerce-info woocommerce-no-products-found">{vi.catalog.noProducts}</p>
      ) : (
        <div className="products-listing">
          <div className="shop-sorting-row">
            <ResultCount page={listing.page} perPage={listing.perPage} total={listing.total} />
            <OrderingForm current={orderby} action={basePath} query={query} />
          </div>
          <ProductGrid cards={listing.cards} extras={cardExtras} />
          {listing.page < listing.lastPage && (
            <InfiniteScroll
              basePath={basePath}
              query={query.toString()}
              page={listing.page}
              lastPage={listing.lastPage}
              texts={{ loading: vi.catalog.loadingMore, failed: vi.catalog.loadMoreFailed, retry: vi.catalog.retry }}
            />
          )}
          <PaginationNav basePath={basePath} query={query} page={listing.page} lastPage={listing.lastPage} />
        </div>
      )}
    </div>
  );
}
