// Spec 5.2: the quantity stepper's arithmetic, shared by every quantity input of the shop.

export interface QuantityLimits {
  /** As the input's attributes carry them: numbers, numeric text, or '' / undefined when missing. */
  min?: number | string | null;
  max?: number | string | null;
  step?: number | string | null;
}

function parse(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
}

/** 'any', empty or a non-positive step means 1. */
function stepOf(step: QuantityLimits['step']): { size: number; decimals: number } {
  const size = parse(step ?? undefined);
  if (size === undefined || size <= 0) return { size: 1, decimals: 0 };
  const text = String(step);
  const dot = text.indexOf('.');
  return { size, decimals: dot < 0 ? 0 : text.length - dot - 1 };
}

/** Plus or minus one step: clamped to max and min, never below 0, rounded to the step's decimals. */
export function stepQuantity(value: number | string | null | undefined, limits: QuantityLimits, direction: 'plus' | 'minus'): number {
  const current = parse(value) ?? 0;
  const min = parse(limits.min) ?? 0;
  const max = parse(limits.max);
  const { size, decimals } = stepOf(limits.step);
  let next = direction === 'plus' ? current + size : current - size;
  if (direction === 'plus' && max !== undefined && next > max) next = max;
  if (direction === 'minus' && next < min) next = min;
  next = Math.max(0, next);
  return Number(next.toFixed(decimals));
}

/** On page load a value below a min of 0 or more becomes that min. */
export function clampOnLoad(value: number | string | null | undefined, min: number | string | null | undefined): number | string | null | undefined {
  const lowest = parse(min);
  const current = parse(value);
  if (lowest === undefined || lowest < 0) return value;
  return current === undefined || current < lowest ? lowest : value;
}
