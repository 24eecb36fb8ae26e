import { map } from 'nanostores';
import { wakeIslands } from '../../client/islands';
import type { VariationImage } from './variation-image';

/**
 * The image of the variation each product's form has found, by product id; the gallery (page) and the
 * quick-view slider show it in place of the first image, and return to it when the key is cleared.
 */
export const $variationImages = map<Record<string, VariationImage | undefined>>({});

export function showVariationImage(productId: number, image: VariationImage | undefined): void {
  $variationImages.setKey(String(productId), image?.src ? image : undefined);
  // The page's gallery waits for the shopper's reach (decision 052); a found variation's image is one.
  if (image?.src) wakeIslands('gallery');
}
