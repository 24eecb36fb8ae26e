import type { ReactNode } from 'react';
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

/** Each card's extra blocks by product id; card after card, so a page of cards does not take every database connection at once. */
export async function listingCardExtras(c: ShopContext, cards: ProductCardData[]): Promise<Map<number, ReactNode>> {
  const byCard = new Map<number, ReactNode>();
  if (!extras.size) return byCard;
  for (const card of cards) {
    const blocks = (await Promise.all([...extras].map((extra) => extra(c, card)))).filter((block) => block != null);
    if (blocks.length) byCard.set(card.id, blocks);
  }
  return byCard;
}
