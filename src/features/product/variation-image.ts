import { availableWidths, imageSrcset, imageUrl, scaledHeight, type ImageInfo, type ImageWidth } from '../media/index';

/** The `image` of a variation object (contract.md), also what the gallery swaps in. */
export interface VariationImage {
  title: string;
  caption: string;
  alt: string;
  url: string;
  src: string;
  src_w: number | '';
  src_h: number | '';
  srcset: string;
  sizes: string;
  full_src: string;
  full_src_w: number | '';
  full_src_h: number | '';
  thumb_src: string;
  thumb_src_w: number | '';
  thumb_src_h: number | '';
  gallery_thumbnail_src: string;
  gallery_thumbnail_src_w: number | '';
  gallery_thumbnail_src_h: number | '';
}

/** The gallery shows images at most this wide; `sizes` tells the browser so. */
export const galleryWidth = 600;
export const gallerySizes = `(max-width: ${galleryWidth}px) 100vw, ${galleryWidth}px`;

function fitting(image: ImageInfo, wanted: number): ImageWidth {
  const widths = availableWidths(image);
  return widths.filter((w) => w <= wanted).pop() ?? widths[0]!;
}

/** The largest generated size stands for the original ("full") in the lightbox. */
export function fullSize(image: ImageInfo): { src: string; width: number; height: number } {
  const width = availableWidths(image).pop()!;
  return { src: imageUrl(image.id, width), width, height: scaledHeight(image, width) };
}

export function sizedUrl(image: ImageInfo, wanted: number): string {
  return imageUrl(image.id, fitting(image, wanted));
}

export const noVariationImage: VariationImage = {
  title: '', caption: '', alt: '', url: '', src: '', src_w: '', src_h: '', srcset: '', sizes: '',
  full_src: '', full_src_w: '', full_src_h: '', thumb_src: '', thumb_src_w: '', thumb_src_h: '',
  gallery_thumbnail_src: '', gallery_thumbnail_src_w: '', gallery_thumbnail_src_h: '',
};

export function variationImage(image: ImageInfo | null): VariationImage {
  if (!image) return noVariationImage;
  const full = fullSize(image);
  const main = fitting(image, galleryWidth);
  const thumb = fitting(image, 300);
  const tiny = fitting(image, 100);
  return {
    title: image.title,
    caption: image.caption,
    alt: image.alt,
    url: full.src,
    src: imageUrl(image.id, main),
    src_w: main,
    src_h: scaledHeight(image, main),
    srcset: imageSrcset(image),
    sizes: gallerySizes,
    full_src: full.src,
    full_src_w: full.width,
    full_src_h: full.height,
    thumb_src: imageUrl(image.id, thumb),
    thumb_src_w: thumb,
    thumb_src_h: scaledHeight(image, thumb),
    gallery_thumbnail_src: imageUrl(image.id, tiny),
    gallery_thumbnail_src_w: tiny,
    gallery_thumbnail_src_h: scaledHeight(image, tiny),
  };
}
