/** The element a `[data-open="#id"]` link names, when the value is a plain id selector and the element exists. */
export function panelTarget(opener: HTMLElement): HTMLElement | null {
  const selector = opener.dataset.open;
  return selector && /^#[A-Za-z][\w-]*$/.test(selector) ? document.getElementById(selector.slice(1)) : null;
}
