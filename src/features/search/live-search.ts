import { theme } from '../../lib/contract-names';
import { oneLine } from '../../lib/visible-text';
import { foundNothing, minQueryLength, type Suggestion } from './suggestion';

/**
 * Spec 5.6: live search starts only at 3 or more characters, counted as the shop searches them: hidden ones and
 * a query without a letter or digit ask for nothing, so they never stand as a dead end before the real query.
 */
export function isSearchable(query: string): boolean {
  const visible = oneLine(query);
  return visible.length >= minQueryLength && /[\p{L}\p{N}]/u.test(visible);
}

/** Spec 7.4: GET {ajaxurl}?action=…_ajax_search_products[&product_cat=…]&query=… */
export function suggestionsUrl(ajaxUrl: string, query: string, category: string): string {
  const params = new URLSearchParams({ action: theme.searchAction });
  if (category) params.set('product_cat', category);
  params.set('query', query.trim());
  return `${ajaxUrl}?${params}`;
}

/**
 * Spec 7.4: answers are cached per URL, and a query that returned nothing blocks later queries that start
 * with it (per category), so typing on after a dead end asks the server nothing.
 */
export class SuggestionCache {
  private readonly answers = new Map<string, Suggestion[]>();
  private readonly deadEnds = new Map<string, { query: string; suggestions: Suggestion[] }[]>();

  /** What to show without asking the server, or undefined when a request is needed. */
  known(url: string, query: string, category: string): Suggestion[] | undefined {
    const cached = this.answers.get(url);
    if (cached) return cached;
    const q = query.trim().toLowerCase();
    return this.deadEnds.get(category)?.find((d) => q.startsWith(d.query))?.suggestions;
  }

  remember(url: string, query: string, category: string, suggestions: Suggestion[]): void {
    this.answers.set(url, suggestions);
    if (!foundNothing(suggestions)) return;
    const list = this.deadEnds.get(category) ?? [];
    list.push({ query: query.trim().toLowerCase(), suggestions });
    this.deadEnds.set(category, list);
  }
}
