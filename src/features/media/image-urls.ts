/** The widths every image is served in; the media route makes each from the original on first request. */
export const imageWidths = [100, 300, 600, 1200] as const;
export type ImageWidth = (typeof imageWidths)[number];

export interface ImageInfo {
  id: number;
  width: number;
  height: number;
  alt: string;
  title: string;
  caption: string;
}

export function imageUrl(id: number, width: ImageWidth): string {
  return `/media/${id}-${width}.webp`;
}

/** Widths no larger than the original, and always the smallest one. */
export function availableWidths(image: Pick<ImageInfo, 'width'>): ImageWidth[] {
  const fits = imageWidths.filter((w) => w <= image.width);
  return fits.length ? fits : [imageWidths[0]];
}

export function imageSrcset(image: ImageInfo): string {
  return availableWidths(image).map((w) => `${imageUrl(image.id, w)} ${w}w`).join(', ');
}

/** Height of the image scaled to the given width, so the browser reserves space before it loads. */
export function scaledHeight(image: Pick<ImageInfo, 'width' | 'height'>, width: number): number {
  return Math.round((image.height * width) / image.width);
}
