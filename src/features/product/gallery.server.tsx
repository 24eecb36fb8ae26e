import GalleryIsland from './gallery.island';
import type { ProductView } from './view.server';

/** The product page's gallery: main image, thumbnails and the lightbox (an island). */
export function ProductGallery({ view }: { view: ProductView }) {
  return <GalleryIsland productId={view.product.id} images={view.images} />;
}
