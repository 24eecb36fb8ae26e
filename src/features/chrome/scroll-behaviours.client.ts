/** Spec 9.4: the back-to-top scroll takes 300 ms; hide-on-scroll follows the direction after 100 ms of quiet. */
const backToTopMs = 300;
const hideOnScrollDebounceMs = 100;

/**
 * Spec 4.8, hide-on-scroll mode (`.sticky-hide-on-scroll`): the stuck header is hidden while the shopper scrolls
 * down and shown again while they scroll up, judged once the scroll has paused for the debounce.
 */
function startHideOnScroll(header: HTMLElement): void {
  let lastY = window.scrollY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const y = window.scrollY;
        header.classList.toggle('scrolled-down', y > lastY && header.classList.contains('stuck'));
        lastY = y;
      }, hideOnScrollDebounceMs);
    },
    { passive: true },
  );
}

/**
 * Spec 4.8: the header is stuck once the page scrolls past it and unstuck when back above it
 * (`position: sticky` keeps it in view; `.stuck` styles it). The back-to-top control shows after half a screen.
 */
export function startStickyHeader(header: HTMLElement, onStuck: () => void): void {
  const backToTop = document.getElementById('top-link');
  let stuck = false;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const y = window.scrollY;
    if (y > header.offsetHeight !== stuck) {
      stuck = !stuck;
      header.classList.toggle('stuck', stuck);
      if (stuck) onStuck();
    }
    backToTop?.classList.toggle('active', y > window.innerHeight / 2);
  };
  const onScroll = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  update();
  if (header.classList.contains('sticky-hide-on-scroll')) startHideOnScroll(header);
}

function scrollToTop(): void {
  const from = window.scrollY;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches || from === 0) return window.scrollTo(0, 0);
  const start = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - start) / backToTopMs);
    window.scrollTo(0, from * (1 - progress) ** 3);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Spec 2.1: the back-to-top control; without JS its `#top` link jumps instead. */
export function startBackToTop(): void {
  document.addEventListener('click', (e) => {
    if (!(e.target instanceof Element) || !e.target.closest('.back-to-top')) return;
    e.preventDefault();
    scrollToTop();
  });
}
