import { startImageLightboxes } from './image-lightbox-press.client';

// Each content block's code is its own chunk, loaded only when the page holds the block (decision 045):
// a page without tabs, accordions, count-ups, videos or image lightboxes ships none of their script.
// The image lightbox listens from the start, so a press made before its chunk arrives is kept (decision 059).
const blocks: [selector: string, load: () => Promise<{ start(): void }>][] = [
  ['.page-loader', () => import('./page-loader.client')],
  ['.scroll-to', () => import('./scroll-to.client')],
  ['.tabbed-content', () => import('./tabs.client')],
  ['.accordion', () => import('./accordion.client')],
  ['.count-up', () => import('./count-up.client')],
  ['.lazy-video', () => import('./lazy-video.client')],
];

/** Spec 2.1: starts the behaviour of every content block the page holds; on load, a location hash scrolls to its anchor. */
export function startContentBlocks(): void {
  for (const [selector, load] of blocks) {
    if (document.querySelector(selector)) void load().then((block) => block.start());
  }
  startImageLightboxes();
  if (location.hash.length > 1) void import('./hash-scroll.client').then((hash) => hash.start());
}
