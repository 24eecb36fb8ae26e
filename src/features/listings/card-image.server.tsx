import * as vi from '../../lib/messages/index';
import { imageSrcset, imageUrl, scaledHeight, type ImageInfo } from '../media/index';
import { widthUpTo } from './image-width';

// Cards are half the phone width, a third on tablets, a quarter (at most ~300px) on desktops.
const cardSizes = '(max-width: 549px) 50vw, (max-width: 849px) 33vw, 300px';

/** The card's picture: the 300px size with a srcset, lazily loaded, space reserved by width/height. */
export function CardImage({ image, alt }: { image: ImageInfo | null; alt: string }) {
  if (!image) return <span className="card-image-placeholder" role="img" aria-label={vi.catalog.noImage} />;
  const width = widthUpTo(image, 300);
  return (
    <img
      src={imageUrl(image.id, width)}
      srcSet={imageSrcset(image)}
      sizes={cardSizes}
      width={width}
      height={scaledHeight(image, width)}
      loading="lazy"
      decoding="async"
      alt={image.alt || alt}
      className="attachment-woocommerce_thumbnail"
    />
  );
}
