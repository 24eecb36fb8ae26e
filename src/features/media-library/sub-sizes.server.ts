import { availableWidths } from '../media/index';
import { ResizedImages } from '../media/index.server';

/** An original with its file, as the media feature stores it. */
export interface StoredImage {
  id: number;
  file: string;
  width: number;
}

/**
 * The post-process step (spec 7.7): every served width of a new original, made now rather than on a shopper's first
 * view. Throws when one cannot be made (a full disk, an unwritable cache), which the browser helper retries.
 */
export async function makeSubSizes(sizes: ResizedImages, image: StoredImage): Promise<void> {
  for (const width of availableWidths(image)) {
    if (!(await sizes.keep({ id: image.id, width }, image.file))) throw new Error(`image ${image.id}: original missing`);
  }
}
