import { loaderWait } from './page-loader';

// The script may arrive after the load event; the 1000 ms still count from the load.
function loadedAt(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.loadEventStart || performance.now();
}

/** Spec 2.1, 9.4: once the page has loaded, the loader fades and is removed 1000 ms after the load. */
export function start(): void {
  const remove = () => {
    const loader = document.querySelector('.page-loader');
    loader?.classList.add('page-loader--done');
    // A timer may fire a fraction of a millisecond early by performance.now(): wait again until the 1000 ms are out.
    const removeWhenDue = () => {
      const wait = loaderWait(loadedAt(), performance.now());
      if (wait > 0) setTimeout(removeWhenDue, wait);
      else loader?.remove();
    };
    removeWhenDue();
  };
  if (document.readyState === 'complete') remove();
  else window.addEventListener('load', remove, { once: true });
}
