import type { Hono } from 'hono';
import { renderToString } from 'react-dom/server';
import * as vi from '../../lib/messages/index';
import { linkedPath, urls } from '../../lib/urls';
import { metaDescription, renderPage } from '../../server/render.server';
import { oneLine } from '../../lib/visible-text';
import { siteOrigin } from '../../server/request.server';
import { requestUrl } from '../../server/request-url.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import { breadcrumbJsonLd, type Crumb } from '../../ui/breadcrumbs.server';
import { ancestorsOf, childrenOf, withDescendants, type CategoryNode } from '../catalogue/index';
import { loadListing, type Listing } from './listing.server';
import { ListingPage } from './listing-page.server';
import { loadCategories } from '../catalogue/index.server';
import { canonicalListingUrl } from './canonical-listing';
import { itemsOnlyFlag, keptQuery, listingPagePath } from './listing-urls';
import { parseOrderby } from './orderby.server';
import { parsePageNumber } from './pagination.server';
import { ProductCard } from './product-card.server';
import { listingCardExtras } from './card-extras.server';

interface ListingTarget {
  basePath: string;
  heading: string;
  description: string;
  /** The crumbs above this listing, from the home page down. */
  parents: Crumb[];
  subcategories: CategoryNode[];
  categoryIds?: number[];
}

// Infinite scroll's answer: just the page's cards (see listing-urls.ts), never cached.
async function itemsOnly(c: ShopContext, listing: Listing): Promise<Response> {
  const extras = await listingCardExtras(c, listing.cards);
  const html = renderToString(<>{listing.cards.map((card) => <ProductCard key={card.id} card={card} extras={extras.get(card.id)} />)}</>);
  return c.html(html, 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
}

function trailTo(target: ListingTarget, page: number): Crumb[] {
  if (page === 1) return [...target.parents, { name: target.heading }];
  return [...target.parents, { name: target.heading, path: target.basePath }, { name: vi.catalog.pageN(page) }];
}

async function listingResponse(c: ShopContext, target: ListingTarget, rawPage: string | undefined): Promise<Response> {
  const page = parsePageNumber(rawPage);
  if (page === null) return c.notFound();
  const canonical = canonicalListingUrl(target.basePath, rawPage, requestUrl(c));
  if (canonical) return c.redirect(canonical, 301);
  const query = keptQuery(requestUrl(c).search);
  const orderby = parseOrderby(c.req.query('orderby'));
  const perPage = Math.min(100, Math.max(1, Math.trunc((await c.get('deps').settings()).listings.productsPerPage) || 12));
  const listing = await loadListing(c.get('deps').database.db, { categoryIds: target.categoryIds }, orderby, page, perPage);
  if (!listing) return c.notFound();
  if (c.req.query(itemsOnlyFlag) !== undefined) return itemsOnly(c, listing);

  const trail = trailTo(target, page);
  const meta = {
    title: [target.heading, ...(page > 1 ? [vi.catalog.pageN(page)] : []), vi.common.siteName].join(' – '),
    description: metaDescription(oneLine(target.description)),
    canonicalPath: listingPagePath(target.basePath, page),
    jsonLd: [breadcrumbJsonLd(trail, siteOrigin(c))],
    bodyClass: 'woocommerce woocommerce-page archive',
  };
  const cardExtras = await listingCardExtras(c, listing.cards);
  const subcategories = target.subcategories.map((sub) => ({ name: sub.name, path: linkedPath(urls.category(sub.slug)) }));
  return renderPage(
    c,
    meta,
    <ListingPage
      trail={trail}
      heading={target.heading}
      description={target.description}
      subcategories={subcategories}
      listing={listing}
      orderby={orderby}
      basePath={target.basePath}
      query={query}
      cardExtras={cardExtras}
    />,
  );
}

const home: Crumb = { name: vi.common.home, path: urls.home() };

async function shopListing(c: ShopContext, rawPage: string | undefined): Promise<Response> {
  const categories = await loadCategories(c.get('deps').database.db);
  const target = { basePath: urls.shop(), heading: vi.catalog.shopTitle, description: '', parents: [home], subcategories: childrenOf(null, categories) };
  return listingResponse(c, target, rawPage);
}

async function categoryListing(c: ShopContext, rawPage: string | undefined): Promise<Response> {
  const categories = await loadCategories(c.get('deps').database.db);
  const category = categories.find((cat) => cat.slug === c.req.param('slug'));
  if (!category) return c.notFound();
  return listingResponse(c, {
    basePath: urls.category(category.slug),
    heading: category.name,
    description: category.description,
    parents: [home, ...ancestorsOf(category, categories).map((a) => ({ name: a.name, path: urls.category(a.slug) }))],
    subcategories: childrenOf(category.id, categories),
    categoryIds: withDescendants(category.id, categories),
  }, rawPage);
}

/** Spec 2.2: the shop and its category listings, page 1 at the listing's own path and `page/<n>/` after it. */
export function registerListingRoutes(pages: Hono<AppEnv>): void {
  // Each also without its closing slash: the listing sends such a link on to its own spelling (as product pages do).
  for (const slash of ['/', '']) {
    pages.get(urls.shop().slice(0, -1) + slash, (c) => shopListing(c, undefined));
    pages.get(`${urls.shop()}page/:page${slash}`, (c) => shopListing(c, c.req.param('page')));
    pages.get(urls.category(':slug').slice(0, -1) + slash, (c) => categoryListing(c, undefined));
    pages.get(`${urls.category(':slug')}page/:page${slash}`, (c) => categoryListing(c, c.req.param('page')));
  }
}
