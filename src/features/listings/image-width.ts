import { availableWidths, imageWidths, type ImageInfo, type ImageWidth } from '../media/index';

/** The largest served width of the image up to `max`, so a small original is never asked for upscaled. */
export function widthUpTo(image: Pick<ImageInfo, 'width'>, max: ImageWidth): ImageWidth {
  return availableWidths(image).filter((w) => w <= max).at(-1) ?? imageWidths[0];
}
