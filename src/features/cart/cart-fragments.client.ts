import { insertHtml } from '../../client/insert-html';
import { fragmentKeys } from './cart-hooks';

const cartParts = Object.values(fragmentKeys).join(', ');

/** Spec 4.2, 9.4: the parts that follow the cart fade to 0.6 (`.updating`) while a cart call runs. */
export function dimCartParts(on: boolean): void {
  for (const el of document.querySelectorAll(cartParts)) el.classList.toggle('updating', on);
}

/** Replaces every element each selector names with its new HTML, through insertHtml (decision 001). */
export function applyFragments(fragments: Record<string, string>): void {
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: NodeListOf<Element>;
    try {
      targets = document.querySelectorAll(selector);
    } catch {
      continue;
    }
    for (const el of targets) insertHtml(el, html, 'replace');
  }
  dimCartParts(false);
}
