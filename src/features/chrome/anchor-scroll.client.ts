import { scrollToElement } from '../../client/scroll';
import { anchorName, anchorScrollMs, stickyOffset } from './anchors';

/** The element a hash names: `a[name]` of a scroll-to section, or an element with that id. */
export function anchorFor(hash: string): Element | undefined {
  const name = anchorName(hash);
  if (!name) return undefined;
  return document.getElementsByName(name)[0] ?? document.getElementById(name) ?? undefined;
}

function headerOffset(): number {
  const vars = (globalThis as { flatsomeVars?: { sticky_height?: string } }).flatsomeVars;
  return stickyOffset(document.getElementById('header')?.getBoundingClientRect().height, vars?.sticky_height);
}

/** Scrolls to the anchor over 500 ms, leaving it just below the sticky header (spec 9.4). */
export function scrollToAnchor(anchor: Element): void {
  // A hidden tab panel has no box; its tab set does.
  const target = anchor.closest('.tabbed-content') ?? anchor;
  scrollToElement(target, () => -headerOffset(), anchorScrollMs);
}
