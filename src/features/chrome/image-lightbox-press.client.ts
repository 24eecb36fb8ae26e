import { holdPressesUntilLoaded } from '../../client/held-presses';

const lightboxSelector = 'a.image-lightbox';
const loadLightbox = () => import('./image-lightbox.client');

/** Spec 2.1: every press on an image-lightbox link, on the page now or inserted later, opens the lightbox (decision
 * 059); the chunk loads at once when the page holds one. */
export function startImageLightboxes(): void {
  holdPressesUntilLoaded({
    selector: lightboxSelector,
    load: loadLightbox,
    open: (lightbox, link) => lightbox.openLightbox(link as HTMLAnchorElement),
    name: 'image lightbox',
    capture: true,
  });
  if (document.querySelector(lightboxSelector)) void loadLightbox().catch(() => undefined); // a failure is told on the press
}
