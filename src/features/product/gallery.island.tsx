import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { defineIsland } from '../../client/island';
import * as vi from '../../lib/messages/index';
import type { ImageInfo } from '../media/index';
import type { LightboxItem } from './lightbox';
import { variationImage, type VariationImage } from './variation-image';
import { $variationImages } from './variation-store';

interface Props {
  productId: number;
  images: ImageInfo[];
}

function lightboxItem(image: VariationImage): LightboxItem {
  return {
    src: image.full_src,
    width: Number(image.full_src_w),
    height: Number(image.full_src_h),
    alt: image.alt,
    caption: image.caption || image.title,
  };
}

/**
 * The product gallery with the slider and hover zoom off (spec 9.3): the main image and a strip of every
 * image's thumbnail; a click on any opens the lightbox there. The found variation's image replaces the
 * main image and the first thumbnail (spec 2.3), and the product's come back when the store key clears.
 */
function Gallery({ productId, images }: Props) {
  // Hydrates as the server rendered it, then shows a variation found before it woke (decision 052).
  const [awake, setAwake] = useState(false);
  useEffect(() => setAwake(true), []);
  const stored = useStore($variationImages)[String(productId)];
  const swapped = awake ? stored : undefined;
  const slides = images.map(variationImage);
  if (swapped) slides[0] = swapped;
  const main = slides[0];
  if (!main) return <div className="woocommerce-product-gallery woocommerce-product-gallery--without-images images" />;

  const open = (event: MouseEvent, index: number) => {
    event.preventDefault();
    void import('./lightbox').then(({ openLightbox }) => openLightbox(slides.map(lightboxItem), index));
  };
  const large = (image: VariationImage) => ({
    'data-large_image': image.full_src,
    'data-large_image_width': image.full_src_w,
    'data-large_image_height': image.full_src_h,
  });
  return (
    <div className="woocommerce-product-gallery woocommerce-product-gallery--with-images images" data-columns="4">
      <div className="woocommerce-product-gallery__wrapper">
        <div className="woocommerce-product-gallery__image" data-thumb={main.gallery_thumbnail_src} data-thumb-alt={main.alt}>
          <a href={main.full_src} onClick={(e) => open(e, 0)} aria-label={vi.product.zoomImage}>
            <img
              className="wp-post-image"
              src={main.src}
              srcSet={main.srcset}
              sizes={main.sizes}
              width={Number(main.src_w)}
              height={Number(main.src_h)}
              alt={main.alt}
              title={main.title}
              data-caption={main.caption}
              data-src={main.full_src}
              {...large(main)}
              fetchPriority="high"
              decoding="async"
            />
          </a>
        </div>
      </div>
      {slides.length > 1 && (
        <ol className="flex-control-nav flex-control-thumbs">
          {slides.map((image, i) => (
            <li key={i}>
              <a href={image.full_src} onClick={(e) => open(e, i)} aria-label={vi.product.galleryImage(i + 1)}>
                <img src={image.thumb_src} width={Number(image.thumb_src_w)} height={Number(image.thumb_src_h)} alt={image.alt} title={image.title} data-caption={image.caption} {...large(image)} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export default defineIsland('gallery', Gallery, 'interaction');
