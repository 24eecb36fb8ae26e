import * as vi from '../../lib/messages/index';

/** Spec 9.4: a closing lightbox fades and is removed after 300 ms. */
const removalDelayMs = 300;

interface Shown {
  links: HTMLAnchorElement[];
  index: number;
}

let dialog: HTMLDialogElement | undefined;
let shown: Shown | undefined;

function button(className: string, label: string, text: string, onClick: () => void): HTMLButtonElement {
  const b = Object.assign(document.createElement('button'), { type: 'button', className, textContent: text });
  b.setAttribute('aria-label', label);
  b.addEventListener('click', onClick);
  return b;
}

// Spec 8.5: 'The image #{n} could not be loaded.', n counting from 1, with a link to the image.
function failure(link: HTMLAnchorElement, n: number): HTMLElement {
  const text = document.createElement('p');
  text.className = 'mfp-error';
  const open = Object.assign(document.createElement('a'), { href: link.href, target: '_blank', rel: 'noopener', textContent: vi.chrome.imageNumber(n) });
  text.append(open, vi.chrome.imageNotLoaded);
  return text;
}

function render(): void {
  if (!dialog || !shown) return;
  const { links, index } = shown;
  const link = links[index]!;
  const figure = document.createElement('figure');
  figure.className = 'image-lightbox__figure';
  const img = Object.assign(document.createElement('img'), { src: link.href, alt: link.querySelector('img')?.alt ?? '' });
  img.addEventListener('error', () => img.replaceWith(failure(link, index + 1)));
  figure.append(img);
  const caption = link.title || link.dataset.caption;
  if (caption) figure.append(Object.assign(document.createElement('figcaption'), { textContent: caption }));
  if (links.length > 1) figure.append(Object.assign(document.createElement('p'), { className: 'mfp-counter', textContent: `${index + 1} / ${links.length}` }));
  dialog.querySelector('.image-lightbox__body')!.replaceChildren(figure);
}

function step(by: number): void {
  if (!shown || shown.links.length < 2) return;
  shown.index = (shown.index + by + shown.links.length) % shown.links.length;
  render();
}

function requestClose(): void {
  if (!dialog?.open || dialog.classList.contains('mfp-removing')) return;
  dialog.classList.add('mfp-removing');
  setTimeout(() => {
    dialog?.classList.remove('mfp-removing');
    dialog?.close();
  }, removalDelayMs);
}

function lightbox(): HTMLDialogElement {
  if (dialog) return dialog;
  const d = (dialog = document.createElement('dialog'));
  d.className = 'image-lightbox-dialog';
  d.setAttribute('aria-label', vi.chrome.imageLightbox);
  const body = Object.assign(document.createElement('div'), { className: 'image-lightbox__body' });
  d.append(
    button('mfp-close', vi.common.close, '×', requestClose),
    body,
    button('mfp-arrow mfp-arrow-left', vi.chrome.previousImage, '‹', () => step(-1)),
    button('mfp-arrow mfp-arrow-right', vi.chrome.nextImage, '›', () => step(1)),
  );
  d.addEventListener('click', (e) => e.target === d && requestClose());
  d.addEventListener('cancel', (e) => (e.preventDefault(), requestClose()));
  d.addEventListener('keydown', (e) => (e.key === 'ArrowLeft' ? step(-1) : e.key === 'ArrowRight' ? step(1) : undefined));
  d.addEventListener('close', () => body.replaceChildren());
  document.body.append(d);
  return d;
}

/** Spec 2.1: opens the link's image over the page; the links of one `.lightbox-gallery` page through together. */
export function openLightbox(link: HTMLAnchorElement): void {
  const gallery = link.closest('.lightbox-gallery');
  const links = gallery ? [...gallery.querySelectorAll<HTMLAnchorElement>('a.image-lightbox')] : [link];
  shown = { links, index: links.indexOf(link) };
  const d = lightbox();
  d.classList.toggle('image-lightbox--single', links.length < 2);
  render();
  if (!d.open) d.showModal();
}
