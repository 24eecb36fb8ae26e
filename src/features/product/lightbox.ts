// Loaded only when a shopper opens the lightbox, so PhotoSwipe and its styles stay out of the page's first JS.
// Both are imported dynamically so the server bundle, which also contains this module, never loads them.
import type PhotoSwipe from 'photoswipe';
import * as vi from '../../lib/messages/index';

export interface LightboxItem {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The image's caption, or its title when it has none (spec 2.3). */
  caption: string;
}

// Spec 9.3: the controls hide after this long without pointer or keyboard activity.
const idleAfterMs = 4000;

function captionElement(pswp: PhotoSwipe): void {
  pswp.ui?.registerElement({
    name: 'caption',
    order: 9,
    isButton: false,
    appendTo: 'root',
    onInit: (el) => {
      pswp.on('change', () => {
        el.textContent = String(pswp.currSlide?.data.caption ?? '');
        el.hidden = !el.textContent;
      });
    },
  });
}

// Spec 8.5: a failed image says so and links to the image.
function errorElement(pswp: PhotoSwipe): void {
  pswp.addFilter('contentErrorElement', (el, content) => {
    const link = document.createElement('a');
    link.href = String(content.data.src ?? '');
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = vi.product.openImage;
    el.append(' ', link);
    return el;
  });
}

function hideControlsWhenIdle(pswp: PhotoSwipe): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    pswp.element?.classList.remove('pswp--idle');
    clearTimeout(timer);
    timer = setTimeout(() => pswp.element?.classList.add('pswp--idle'), idleAfterMs);
  };
  pswp.on('bindEvents', () => {
    for (const type of ['pointermove', 'pointerdown', 'keydown', 'wheel']) pswp.events.add(pswp.element!, type, wake);
    wake();
  });
  pswp.on('destroy', () => clearTimeout(timer));
}

/** Opens the full-screen lightbox at the given image with the options of spec 9.3. */
export async function openLightbox(items: LightboxItem[], index: number): Promise<void> {
  const [{ default: PhotoSwipeCore }] = await Promise.all([import('photoswipe'), import('photoswipe/style.css')]);
  const pswp = new PhotoSwipeCore({
    dataSource: items,
    index,
    showAnimationDuration: 0,
    hideAnimationDuration: 0,
    showHideAnimationType: 'none',
    closeOnVerticalDrag: false,
    errorMsg: vi.product.imageLoadFailed,
    closeTitle: vi.common.close,
    mainClass: 'pswp--product-gallery',
  });
  pswp.on('uiRegister', () => captionElement(pswp));
  errorElement(pswp);
  hideControlsWhenIdle(pswp);
  pswp.init();
}
