/**
 * Scrolls the window to the element's top plus `offset` px (-200 leaves it 200 px below the top of the view), over
 * `durationMs`. A function offset is read again every frame: a header that sticks (and shrinks) during the scroll
 * changes where the scroll must end.
 */
export function scrollToElement(el: Element, offset: number | (() => number), durationMs: number): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) durationMs = 0;
  const offsetNow = typeof offset === 'number' ? () => offset : offset;
  const start = window.scrollY;
  const began = performance.now();
  const frame = (now: number) => {
    const target = Math.max(0, el.getBoundingClientRect().top + window.scrollY + offsetNow());
    const t = durationMs > 0 ? Math.min(1, (now - began) / durationMs) : 1;
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (t < 1) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
