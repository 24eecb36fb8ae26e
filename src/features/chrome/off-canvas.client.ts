import { keepFocusIn } from '../../client/focus-trap';
import { insertHtml } from '../../client/insert-html';
import { panelTarget } from './panel-target.client';
import { popupClasses } from './popup-classes.client';

/** Spec 9.4: a closing lightbox is removed after 300 ms, the time its fade-out takes. */
const removalDelayMs = 300;

interface OpenPanel {
  target: HTMLElement;
  opener: HTMLElement;
  placeholder: Comment;
  wasHidden: boolean;
}

let dialog: HTMLDialogElement | undefined;
let content: HTMLElement | undefined;
let current: OpenPanel | undefined;
let closing: ReturnType<typeof setTimeout> | undefined;

// The close button is the page's own setting (flatsomeVars.lightbox.close_markup, spec 3.1).
function closeMarkup(): string {
  const vars = (globalThis as { flatsomeVars?: { lightbox?: { close_markup?: string } } }).flatsomeVars;
  return vars?.lightbox?.close_markup ?? '';
}

// One native <dialog> serves every panel: it brings the top layer, inert page, Escape and a ::backdrop.
function popup(): { dialog: HTMLDialogElement; content: HTMLElement } {
  if (dialog && content) return { dialog, content };
  const d = (dialog = document.createElement('dialog'));
  content = document.createElement('div');
  content.className = 'mfp-content';
  document.body.append(d);
  insertHtml(d, closeMarkup(), 'append');
  d.append(content);
  d.addEventListener('click', (e) => {
    if (e.target === d || (e.target as Element).closest('.mfp-close')) requestClose();
  });
  d.addEventListener('cancel', (e) => {
    e.preventDefault();
    requestClose();
  });
  // The browser may close the dialog itself (a repeated Escape); put the panel back then too.
  d.addEventListener('close', () => d.open || restore());
  keepFocusIn(d, () => d.open);
  return { dialog: d, content };
}

function restore(): void {
  if (!current) return;
  const { target, opener, placeholder, wasHidden } = current;
  current = undefined;
  placeholder.replaceWith(target);
  if (wasHidden) target.classList.add('mfp-hide');
  dialog?.classList.remove('is-closing');
  opener.setAttribute('aria-expanded', 'false');
  document.documentElement.classList.remove('off-canvas-open');
  if (opener.isConnected) opener.focus();
}

function closeNow(): void {
  clearTimeout(closing);
  closing = undefined;
  dialog?.close();
  restore();
}

function requestClose(): void {
  if (!dialog?.open || closing) return;
  dialog.classList.add('is-closing');
  closing = setTimeout(closeNow, removalDelayMs);
}

/** Moves the target into the dialog, styled from the opener's data (spec 2.1), and shows it. */
function open(opener: HTMLElement, target: HTMLElement): void {
  if (current) closeNow();
  const parts = popup();
  const placeholder = document.createComment('off-canvas');
  target.before(placeholder);
  current = { target, opener, placeholder, wasHidden: target.classList.contains('mfp-hide') };
  target.classList.remove('mfp-hide');
  parts.content.append(target);
  parts.dialog.className = popupClasses(opener.dataset).join(' ');
  parts.dialog.setAttribute('aria-label', opener.getAttribute('aria-label') ?? opener.textContent?.trim() ?? '');
  opener.setAttribute('aria-expanded', 'true');
  document.documentElement.classList.add('off-canvas-open');
  parts.dialog.showModal();
}

/** Opens the panel a `[data-open="#id"]` link names; loaded on the first such click (see panel-openers.client.ts). */
export function openFromLink(opener: HTMLElement): void {
  const target = panelTarget(opener);
  if (target) open(opener, target);
}
