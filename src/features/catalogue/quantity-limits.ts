export interface LimitFacts {
  soldIndividually: boolean;
  minQty: number | null;
  maxQty: number | null;
  stockQuantity: number | null;
  backordersAllowed: boolean;
}

/**
 * Spec 5.2: how many a shopper may order at once. At least 1; at most the per-order limit and, when stock
 * is counted without backorders, the stock ('' = no limit); exactly 1 when sold individually.
 */
export function quantityLimits(p: LimitFacts): { min: number; max: number | '' } {
  if (p.soldIndividually) return { min: 1, max: 1 };
  const limits = [p.maxQty, p.stockQuantity != null && !p.backordersAllowed ? Math.max(0, p.stockQuantity) : null];
  const known = limits.filter((n): n is number => n != null);
  return { min: Math.max(1, p.minQty ?? 1), max: known.length ? Math.min(...known) : '' };
}
