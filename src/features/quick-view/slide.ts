import type { ImageInfo } from '../media/index';
import { variationImage } from '../product/index';

/** One picture of the quick-view slider, as small as the island's props can be. */
export interface Slide {
  id: number;
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

export function toSlide(image: ImageInfo, productName: string): Slide {
  const sized = variationImage(image);
  return {
    id: image.id,
    src: sized.src,
    srcset: sized.srcset,
    sizes: sized.sizes,
    width: Number(sized.src_w),
    height: Number(sized.src_h),
    alt: image.alt || productName,
  };
}

/** The chosen variation's picture (found_variation detail), shown in place of the first slide. */
export function variationSlide(detail: unknown): Slide | undefined {
  const image = (detail as { image?: { src?: string; srcset?: string; sizes?: string; src_w?: unknown; src_h?: unknown; alt?: string } } | null)?.image;
  if (!image?.src) return undefined;
  return {
    id: -1,
    src: image.src,
    srcset: image.srcset ?? '',
    sizes: image.sizes ?? '',
    width: Number(image.src_w) || 600,
    height: Number(image.src_h) || 600,
    alt: image.alt ?? '',
  };
}
