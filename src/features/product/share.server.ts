import type { PageShare } from '../../server/render.server';
import { fullSize } from './variation-image';
import type { ProductView } from './view.server';

/** A product as a shared link shows it: its name, main image in the largest size served, and its price when it shows one. */
export function productShare(view: ProductView): PageShare {
  const p = view.product;
  const main = view.images[0];
  const image = main && fullSize(main);
  return {
    type: 'product',
    title: p.name,
    ...(main && image ? { image: { path: image.src, width: image.width, height: image.height, alt: main.alt || p.name } } : {}),
    ...(p.minPrice !== null ? { price: p.minPrice } : {}),
  };
}
