import { parseId } from '../../lib/request-numbers';
import { imageWidths, type ImageWidth } from './image-urls';

export interface MediaRequest {
  id: number;
  width: ImageWidth;
}

const pattern = /^([1-9]\d{0,8})-([1-9]\d{1,3})\.webp$/; // one spelling per size: no leading zeros

/** Reads `<id>-<width>.webp`; anything else (other widths, traversal, huge numbers) is null. */
export function parseMediaFile(name: string): MediaRequest | null {
  const match = pattern.exec(name);
  if (!match) return null;
  const [id, width] = [parseId(match[1]), Number(match[2])];
  const known = imageWidths.find((w) => w === width);
  return known && id !== undefined ? { id, width: known } : null;
}

export const cacheName = (request: MediaRequest) => `${request.id}-${request.width}.webp`;
