import { imageUrl, scaledHeight } from '../media/index';
import type { CartLineView } from './cart-contents.server';

/** The line's small picture: the variation's own, else the product's. */
export function LineImage({ line }: { line: CartLineView }) {
  const image = line.image;
  if (!image) return <span className="cart-image-placeholder" aria-hidden="true" />;
  return (
    <img
      src={imageUrl(image.id, 100)}
      width={100}
      height={scaledHeight(image, 100)}
      loading="lazy"
      decoding="async"
      alt={image.alt || line.name}
      className="attachment-woocommerce_gallery_thumbnail"
    />
  );
}
