// When an island's code loads (decision 052): near view, on first scroll, or when the shopper reaches for it.

export function whenVisible(el: HTMLElement, run: () => void): void {
  if (!('IntersectionObserver' in window)) return run();
  // The wrapper is display:contents and has no box of its own; watch its first child.
  const target = el.firstElementChild ?? el;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  }, { rootMargin: '200px' });
  observer.observe(target);
}

export function onFirstScroll(run: () => void): void {
  window.addEventListener('scroll', run, { once: true, passive: true });
}

// Reaching for it: a pointer over it or pressing it, a touch, or keyboard focus. These bubble through the
// display:contents wrapper; `area` is the wrapper or the ancestor the island names (e.g. its form).
const reachEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

export function onReach(area: Element, run: () => void): void {
  const start = () => {
    for (const name of reachEvents) area.removeEventListener(name, start);
    run();
  };
  for (const name of reachEvents) area.addEventListener(name, start, { passive: true });
}

const pressedByScript = 'a[href], button, input[type="submit"]';
const holds = new WeakMap<Element, { waiting: number; release: () => void }>();

/**
 * Holds what the shopper does in the area while its islands load, so the first press is never lost: each click in
 * an island, or on a link or button of the area, is stopped (no navigation to the no-script link, no half-handled
 * event) and pressed again once every island of the area is hydrated, or has failed to load (then the platform
 * does what it would without script). A select's choice is kept and announced again the same way. Answers the
 * function an island calls when done.
 */
export function holdPresses(area: Element): () => void {
  let hold = holds.get(area);
  if (!hold) {
    const held: (() => void)[] = [];
    const onEvent = (e: Event) => {
      const target = e.target;
      // Outside the islands of a wider area only links and buttons wait: a tick or a typed field is the page's own.
      if (!(target instanceof Element) || !(target.closest('[data-island]') || target.closest(pressedByScript))) return;
      if (target instanceof HTMLSelectElement) {
        if (e.type !== 'change') return;
        const value = target.value;
        held.push(() => {
          target.value = value;
          target.dispatchEvent(new Event('change', { bubbles: true }));
        });
      } else if (target instanceof HTMLElement && e.type === 'click') {
        e.preventDefault();
        held.push(() => target.isConnected && target.click());
      } else return;
      e.stopImmediatePropagation();
    };
    for (const name of ['click', 'change']) area.addEventListener(name, onEvent, { capture: true });
    const release = () => {
      for (const name of ['click', 'change']) area.removeEventListener(name, onEvent, { capture: true });
      for (const press of held.splice(0)) press();
    };
    holds.set(area, (hold = { waiting: 0, release }));
  }
  const mine = hold;
  mine.waiting++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--mine.waiting > 0) return;
    holds.delete(area);
    mine.release();
  };
}
