import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { linkedPath, urls } from '../../lib/urls';
import { renderPage } from '../../server/render.server';
import type { ShopContext } from '../../server/shop.server';
import { loadProductCards } from '../catalogue/index.server';
import { childrenOf } from '../catalogue/index';
import { extrasOncePerPage, listingCardExtras } from './card-extras.server';
import { HomePage, type HomeContent } from './home-page.server';
import type { Shelf } from './product-shelf.server';
import { keptHomeShelves, topCategoryCovers } from '../catalogue/index.server';
import { loadCategories } from '../catalogue/index.server';
import { requestUrl } from '../../server/request-url.server';
import { canonicalPageUrl } from './canonical-listing';

const heroSlideCount = 3;

/** The shelves with their cards' blocks; a product on two shelves carries its block on the first only. */
function withExtras(byCard: ReadonlyMap<number, ReactNode>, shelves: Shelf[]): Shelf[] {
  const perShelf = extrasOncePerPage(byCard, shelves.map((shelf) => shelf.cards));
  return shelves.map((shelf, i) => ({ ...shelf, extras: perShelf[i] }));
}

/** Gathers the home page in a fixed number of queries: categories, shelves, then their cards and images. */
async function loadHome(c: ShopContext): Promise<HomeContent> {
  const db = c.get('deps').database.db;
  const [categories, shelves] = await Promise.all([loadCategories(db), keptHomeShelves(db)]);
  const topLevel = childrenOf(null, categories);
  const [cards, covers] = await Promise.all([
    loadProductCards(db, [...new Set([...shelves.featured, ...shelves.onSale, ...shelves.newest])]),
    topCategoryCovers(db),
  ]);
  const cardExtras = await listingCardExtras(c, cards);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const cardsOf = (ids: number[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const coverOf = (categoryId: number) => covers.get(categoryId) ?? null;
  return {
    // The hero presents the first top-level categories.
    slides: topLevel
      .slice(0, heroSlideCount)
      .map((cat) => ({ heading: cat.name, text: cat.description, href: linkedPath(urls.category(cat.slug)), image: coverOf(cat.id) })),
    categories: topLevel.map((cat) => ({ name: cat.name, path: linkedPath(urls.category(cat.slug)), image: coverOf(cat.id) })),
    shelves: withExtras(cardExtras, [
      { title: vi.catalog.featuredProducts, cards: cardsOf(shelves.featured), moreHref: urls.shop() },
      { title: vi.catalog.onSaleProducts, cards: cardsOf(shelves.onSale), moreHref: urls.shop() },
      { title: vi.catalog.newestProducts, cards: cardsOf(shelves.newest), moreHref: `${urls.shop()}?orderby=date` },
    ]),
  };
}

export async function homeRoute(c: ShopContext): Promise<Response> {
  // Without `s` (the search's), the home page reads none of the page cache's parameters: kept once (decision 090).
  const canonical = canonicalPageUrl(urls.home(), requestUrl(c));
  if (canonical) return c.redirect(canonical, 301);
  const content = await loadHome(c);
  return renderPage(
    c,
    { title: `${vi.common.siteName} – ${vi.common.siteTagline}`, description: vi.common.siteTagline, canonicalPath: urls.home(), bodyClass: 'home' },
    <HomePage {...content} />,
  );
}
