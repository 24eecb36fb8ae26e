import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { linkedPath } from '../../server/render.server';
import { BuyNowLink } from '../../ui/buy-now-link';
import { Price } from '../../ui/price';
import QuickViewButton from './quick-view-button.island';
import { AddToCartLink } from './add-to-cart-link.server';
import { CardImage } from './card-image.server';
import type { ProductCardData } from '../catalogue/index';
import { StarRating } from './star-rating.server';
import { WishlistButton } from '../wishlist/index.server';

function onSale(card: ProductCardData): boolean {
  return card.onSale ?? (card.salePrice != null && card.regularPrice != null && card.salePrice < card.regularPrice);
}

function CardPrice({ card }: { card: ProductCardData }) {
  if (card.type === 'variable') return <Price min={card.minPrice ?? undefined} max={card.maxPrice ?? undefined} />;
  return <Price regular={card.regularPrice} sale={card.salePrice} />;
}

/**
 * One product in a listing: `li.product` with picture, name, rating, price, add-to-cart and quick view; `extras`
 * are other features' blocks for it (card-extras.server.ts), inside the card so infinite scroll brings them too.
 */
export function ProductCard({ card, extras }: { card: ProductCardData; extras?: ReactNode }) {
  const productUrl = linkedPath(urls.product(card.slug)); // spelt as the canonical link: a stored '%' encoded too
  const classes = ['product', `type-product`, `post-${card.id}`, `product-type-${card.type}`, card.inStock ? 'instock' : 'outofstock'];
  if (onSale(card)) classes.push('sale');
  return (
    <li className={classes.join(' ')}>
      <div className="product-small box">
        <div className="box-image">
          <a href={productUrl} tabIndex={-1} aria-hidden="true">
            <CardImage image={card.image} alt={card.name} />
          </a>
          {onSale(card) && <span className="onsale">{vi.catalog.onSale}</span>}
          {!card.inStock && <span className="out-of-stock-label">{vi.catalog.outOfStock}</span>}
          <QuickViewButton productId={card.id} productUrl={productUrl} />
          <div className="image-tools top right">
            <WishlistButton productId={card.id} productType={card.type} />
          </div>
        </div>
        <div className="box-text">
          <p className="name product-title woocommerce-loop-product__title">
            <a href={productUrl}>{card.name}</a>
          </p>
          {card.ratingCount > 0 && <StarRating average={card.averageRating} />}
          <CardPrice card={card} />
          <div className="add-to-cart-button">
            <AddToCartLink card={card} productUrl={productUrl} />
            {card.inStock && <BuyNowLink productId={card.id} productName={card.name} />}
          </div>
        </div>
      </div>
      {extras}
    </li>
  );
}

/** The grid of cards (`ul.products`); listings, search results, related products and the home page share it. */
export function ProductGrid({ cards, extras }: { cards: ProductCardData[]; extras?: ReadonlyMap<number, ReactNode> }) {
  return (
    <ul className="products">
      {cards.map((card) => (
        <ProductCard key={card.id} card={card} extras={extras?.get(card.id)} />
      ))}
    </ul>
  );
}
