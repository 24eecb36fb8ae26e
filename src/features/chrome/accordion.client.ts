import { itemOpenAtStart } from './accordion-rel';

let groups = 0;

/**
 * Spec 2.1, 4.8: accordion items are `<details>` sharing a name, so the browser keeps one open (and they work
 * without script); this opens the item the `rel` number names. The 200 ms slide is CSS (content-blocks.css).
 */
export function start(): void {
  for (const accordion of document.querySelectorAll<HTMLElement>('.accordion')) {
    const items = [...accordion.querySelectorAll<HTMLDetailsElement>(':scope > details.accordion-item')];
    const name = items.find((item) => item.name)?.name || `accordion-${++groups}`;
    for (const item of items) item.name = name;
    const open = itemOpenAtStart(accordion.getAttribute('rel'), items.length);
    if (open !== undefined) items[open]!.open = true;
  }
}
