import { parsePageNumber as pageNumber } from '../../lib/request-numbers';

/** Page numbers in a listing path are positive integers; anything else is no page at all. */
export function parsePageNumber(raw: string | undefined): number | null {
  return raw === undefined ? 1 : (pageNumber(raw) ?? null);
}

/** How many pages `total` items fill; an empty listing still has its first page. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** 1-based positions of the first and last item shown on the page ('Hiển thị 13–24 của 60'). */
export function shownRange(page: number, perPage: number, total: number): { first: number; last: number } {
  return { first: Math.min(total, (page - 1) * perPage + 1), last: Math.min(total, page * perPage) };
}

export type PageLink = number | 'gap';

/**
 * The page links to show: the first and last pages, two either side of the current one, and a gap where
 * pages are left out (a gap never stands for a single page: that page is shown instead).
 */
export function pageLinks(current: number, last: number, around = 2): PageLink[] {
  const shown = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const page of sorted) {
    const previous = links.length ? (links.at(-1) as number) : 0;
    if (page - previous === 2) links.push(page - 1);
    else if (page - previous > 2) links.push('gap');
    links.push(page);
  }
  return links;
}
