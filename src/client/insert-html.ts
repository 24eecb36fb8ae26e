import { hydrateIslands, unmountIslands } from './islands';

export type InsertMode = 'replace' | 'inner' | 'append';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * The one way server HTML that arrives later enters the page (decision 001): the islands in what it replaces
 * are unmounted, the islands in what it inserts are hydrated. Returns the inserted elements.
 */
export function insertHtml(target: Element, html: string, mode: InsertMode = 'replace'): Element[] {
  const fragment = parse(html);
  const inserted = [...fragment.children];
  if (mode === 'replace') {
    unmountIslands(target);
    target.replaceWith(fragment);
  } else if (mode === 'inner') {
    unmountIslands(target);
    target.replaceChildren(fragment);
  } else {
    target.append(fragment);
  }
  for (const el of inserted) hydrateIslands(el);
  return inserted;
}
