import { createHash } from 'node:crypto';

export const itemKeyPattern = /^[0-9a-f]{32}$/;

/** One cart line per product, variation and chosen values: adding the same again adds to that line. */
export function itemKey(productId: number, variationId: number | null, attributes: Record<string, string>): string {
  const sorted = Object.keys(attributes)
    .sort()
    .map((name) => [name, attributes[name]]);
  return createHash('sha256').update(JSON.stringify([productId, variationId ?? 0, sorted])).digest('hex').slice(0, 32);
}
