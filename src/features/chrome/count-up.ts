/** Spec 9.4: a count-up runs for 4 s and shows whole numbers. */
export const countUpMs = 4000;

/** The number a count-up ends at, from its text as written (`12.500` or `98`); undefined when there is none. */
export function countTarget(text: string): number | undefined {
  const digits = text.replace(/[.\s\u00a0]/g, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}

/** The whole number shown `elapsedMs` into the count: fast at first, easing into the target at 4 s. */
export function countAt(target: number, elapsedMs: number, durationMs = countUpMs): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.round(target * (1 - (1 - t) ** 3));
}

/** Written as the page wrote it: with Vietnamese thousands dots when the target had them. */
export function countText(value: number, grouped: boolean): string {
  return grouped ? new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }).format(value) : String(value);
}
