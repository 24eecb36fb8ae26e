import { createElement, Fragment, type ReactNode } from 'react';
import type { ShopContext } from '../../server/shop.server';
import type { ProductCardData } from '../catalogue/index';

/** A block another feature adds inside a listing card (quick buy's inline popup), given the card's product. */
export type ListingCardExtra = (c: ShopContext, card: ProductCardData) => Promise<ReactNode>;

// A set, as the product page's extras: a feature registered by several test apps in one process adds its block once.
const extras = new Set<ListingCardExtra>();

/** Lets another feature add to listing cards without the listings importing it (no circle between features). */
export function alsoOnListingCards(extra: ListingCardExtra): void {
  extras.add(extra);
}

/**
 * Each card's extra blocks by product id, for every grid with cards (listings, infinite scroll, search results, home
 * shelves, related products); card after card, so a page of cards does not take every database connection at once.
 */
export async function listingCardExtras(c: ShopContext, cards: ProductCardData[]): Promise<Map<number, ReactNode>> {
  const byCard = new Map<number, ReactNode>();
  if (!extras.size) return byCard;
  for (const card of cards) {
    if (byCard.has(card.id)) continue; // a product twice in one page (home shelves) gets its blocks once
    const blocks = (await Promise.all([...extras].map((extra) => extra(c, card)))).filter((block) => block != null);
    if (blocks.length) byCard.set(card.id, createElement(Fragment, null, ...blocks)); // as children, so no keys are needed
  }
  return byCard;
}

/** Splits a page's blocks among its grids so each product's block is placed once: its ids (`#popup_content_<id>`) stay unique. */
export function extrasOncePerPage(byCard: ReadonlyMap<number, ReactNode>, grids: ProductCardData[][]): Map<number, ReactNode>[] {
  const placed = new Set<number>();
  return grids.map((cards) => {
    const mine = new Map<number, ReactNode>();
    for (const card of cards) {
      if (placed.has(card.id) || !byCard.has(card.id)) continue;
      placed.add(card.id);
      mine.set(card.id, byCard.get(card.id));
    }
    return mine;
  });
}
