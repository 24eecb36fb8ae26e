import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { ProductGrid } from './product-card.server';
import type { ProductCardData } from '../catalogue/index';

export interface Shelf {
  title: string;
  cards: ProductCardData[];
  /** Where 'Xem tất cả' leads. */
  moreHref: string;
  /** Other features' blocks for its cards (card-extras.server.ts). */
  extras?: ReadonlyMap<number, ReactNode>;
}

/** A row of cards that scrolls sideways with CSS scroll-snap; no script needed. */
export function ProductShelf({ shelf }: { shelf: Shelf }) {
  if (shelf.cards.length === 0) return null;
  return (
    <section className="home-section product-shelf">
      <div className="section-heading">
        <h2 className="section-title">{shelf.title}</h2>
        <a className="see-all" href={shelf.moreHref}>{vi.catalog.seeAll}</a>
      </div>
      <div className="product-carousel">
        <ProductGrid cards={shelf.cards} extras={shelf.extras} />
      </div>
    </section>
  );
}
