// The lightbox's code is its own chunk (decision 045), but a press must not wait for it (decision 059): this small
// listener, registered at start, holds a press on an `a.image-lightbox` until the chunk is there, then opens that link.
const lightboxSelector = 'a.image-lightbox';
const loadLightbox = () => import('./image-lightbox.client');

// The link pressed again after the chunk failed: that press goes through, as it would without script.
let following: HTMLAnchorElement | undefined;

function hold(link: HTMLAnchorElement): void {
  loadLightbox().then(
    (lightbox) => link.isConnected && lightbox.openLightbox(link),
    (error: unknown) => {
      console.error('image lightbox', error);
      following = link;
      try {
        link.click();
      } finally {
        following = undefined;
      }
    },
  );
}

/** Spec 2.1: every press on an image-lightbox link, on the page now or inserted later, opens the lightbox; the chunk loads at once when the page holds one. */
export function startImageLightboxes(): void {
  document.addEventListener(
    'click',
    (e) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>(lightboxSelector) : null;
      if (!link || link === following || e.defaultPrevented) return;
      e.preventDefault();
      hold(link);
    },
    { capture: true },
  );
  if (document.querySelector(lightboxSelector)) void loadLightbox().catch(() => undefined); // a failure is told on the press
}
