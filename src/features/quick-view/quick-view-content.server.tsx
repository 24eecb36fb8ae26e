import * as vi from '../../lib/messages/index';
import { ProductSummary } from '../product/index.server';
import type { ProductView } from '../product/index.server';
import QuickViewGallery from './quick-view-gallery.island';
import { toSlide } from './slide';

/** What the quick-view overlay shows: the gallery slider beside the product summary with its form (spec 2.6). */
export function QuickViewContent({ view }: { view: ProductView }) {
  const { product } = view;
  return (
    <div className="product-quick-view-container">
      <div className={`product-quick-view product type-product post-${product.id} product-type-${product.type}`} id={`product-${product.id}`}>
        <div className="product-gallery">
          <QuickViewGallery slides={view.images.map((image) => toSlide(image, product.name))} productName={product.name} />
        </div>
        <div className="product-info summary entry-summary">
          <ProductSummary view={view} context="quick-view" />
          <p className="quick-view-details">
            <a href={view.url}>{vi.search.viewDetails}</a>
          </p>
        </div>
      </div>
    </div>
  );
}
