import * as vi from '../../lib/messages/index';
import { linkedPath, urls } from '../../lib/urls';
import { BuyNowLink } from '../../ui/buy-now-link';
import { Price } from '../../ui/price';
import { SimpleAddToCart } from './simple-add-to-cart.server';
import { StarRating } from '../listings/index.server';
import { EnquiryButton } from '../contact-forms/index.server';
import { VariationForm } from './variation-form.server';
import { WishlistButton } from '../wishlist/index.server';
import type { ProductView } from './view.server';

/** Title, rating, price, short description, add-to-cart form and meta: the product page's summary, also shown in quick view. */
export function ProductSummary({ view, context }: { view: ProductView; context: 'page' | 'quick-view' }) {
  const p = view.product;
  const reviewsHref = context === 'page' ? '#reviews' : `${view.url}#reviews`;
  const Title = context === 'page' ? 'h1' : 'h2';
  return (
    <div className="summary entry-summary product-summary">
      <Title className="product_title entry-title">
        {context === 'page' ? p.name : <a href={view.url}>{p.name}</a>}
      </Title>
      {p.ratingCount > 0 && (
        <div className="woocommerce-product-rating">
          <StarRating average={p.averageRating} />
          <a href={reviewsHref} className="woocommerce-review-link" rel="nofollow">
            {vi.product.reviewLink(p.ratingCount)}
          </a>
        </div>
      )}
      <div className="price-wrapper">
        <Price regular={p.regularPrice} sale={p.salePrice} min={p.minPrice ?? undefined} max={p.maxPrice ?? undefined} />
      </div>
      {p.shortDescription && <div className="woocommerce-product-details__short-description" dangerouslySetInnerHTML={{ __html: p.shortDescription }} />}
      {p.type === 'variable' ? <VariationForm view={view} context={context} /> : <SimpleAddToCart view={view} context={context} />}
      {context === 'page' && p.stockStatus !== 'outofstock' && p.minPrice != null && <BuyNowLink productId={p.id} productName={p.name} />}
      {context === 'page' && <EnquiryButton productName={p.name} />}
      <WishlistButton productId={p.id} productType={p.type} />
      <div className="product_meta">
        <span className="sku_wrapper">
          {vi.product.sku} <span className="sku">{p.sku || vi.product.noSku}</span>
        </span>
        {view.categories.length > 0 && (
          <span className="posted_in">
            {vi.product.categories}{' '}
            {view.categories.map((c, i) => (
              <span key={c.id}>
                {i > 0 && ', '}
                <a href={linkedPath(urls.category(c.slug))} rel="tag">{c.name}</a>
              </span>
            ))}
          </span>
        )}
      </div>
    </div>
  );
}
