/** Scrolls the window to the element's top plus `offset` px (-200 leaves it 200 px below the top of the view), over `durationMs`. */
export function scrollToElement(el: Element, offset: number, durationMs: number): void {
  const start = window.scrollY;
  const target = Math.max(0, el.getBoundingClientRect().top + start + offset);
  const began = performance.now();
  const frame = (now: number) => {
    const t = Math.min(1, (now - began) / durationMs);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (target - start) * eased);
    if (t < 1) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
