import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.server';
import type { ProductCardData } from '../catalogue/index';
import { ProductGrid } from '../listings/index.server';
import { AdditionalInformation, hasAdditionalInformation } from './additional-information.server';
import { ProductGallery } from './gallery.server';
import type { ReviewRow } from './queries.server';
import { Reviews } from './reviews.server';
import StickyAddToCart from './sticky-add-to-cart.island';
import { ProductSummary } from './summary.server';
import { ProductTabs, type TabPanel } from './tabs.server';
import { sizedUrl } from './variation-image';
import type { ProductView } from './view.server';

interface Props {
  view: ProductView;
  trail: Crumb[];
  reviews: ReviewRow[];
  /** The review form and the author's pending review, from the reviews feature. */
  reviewForm: ReactNode;
  related: ProductCardData[];
  /** Other features' blocks for the related cards (the listings' card extras). */
  relatedExtras?: ReadonlyMap<number, ReactNode>;
}

function tabsOf(view: ProductView, reviews: ReviewRow[], reviewForm: ReactNode): TabPanel[] {
  const p = view.product;
  const tabs: TabPanel[] = [
    // The panel's own heading, for screen readers: the description's h3s then follow an h2, not the h1 (axe heading-order).
    { name: 'description', title: vi.product.descriptionTab, content: <><h2 className="screen-reader-text">{vi.product.descriptionTab}</h2><div dangerouslySetInnerHTML={{ __html: p.description }} /></> },
    { name: 'reviews', title: vi.product.reviewsTab(reviews.filter((r) => r.parent_id == null).length), content: <Reviews productId={p.id} productName={p.name} reviews={reviews}>{reviewForm}</Reviews> },
  ];
  if (hasAdditionalInformation(view)) {
    tabs.push({ name: 'additional_information', title: vi.product.additionalInformationTab, content: <AdditionalInformation view={view} /> });
  }
  return tabs;
}

/** The single product page (spec 2.3). */
export function ProductPage({ view, trail, reviews, reviewForm, related, relatedExtras }: Props) {
  const p = view.product;
  const image = view.images[0];
  const purchasable = p.type === 'variable' || (p.stockStatus !== 'outofstock' && p.minPrice != null);
  return (
    <div className="container product-page">
      <Breadcrumbs trail={trail} />
      <div id={`product-${p.id}`} className={`product type-product product-type-${p.type} ${p.stockStatus}`}>
        <div className="product-main">
          <ProductGallery view={view} />
          <ProductSummary view={view} context="page" />
        </div>
        <ProductTabs tabs={tabsOf(view, reviews, reviewForm)} />
        {related.length > 0 && (
          <section className="related products">
            <h2>{vi.product.relatedProducts}</h2>
            <ProductGrid cards={related} extras={relatedExtras} />
          </section>
        )}
      </div>
      {purchasable && (
        <StickyAddToCart
          name={p.name}
          type={p.type}
          thumbnail={image ? sizedUrl(image, 100) : null}
          regularPrice={p.regularPrice}
          salePrice={p.salePrice}
          minPrice={p.minPrice}
          maxPrice={p.maxPrice}
        />
      )}
    </div>
  );
}
