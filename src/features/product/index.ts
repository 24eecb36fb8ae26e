// Variation images as the product gallery and the quick view's slides show them.
export { variationImage, type VariationImage } from './variation-image';
