// Image URLs in the served widths, for pages and islands alike.
export { availableWidths, imageSrcset, imageUrl, imageWidths, scaledHeight, type ImageInfo, type ImageWidth } from './image-urls';
