/** Spec 3.6 and contract.md: one live-search suggestion as `flatsome_ajax_search_products` answers it. */
export interface Suggestion {
  type?: 'Product';
  /** -1 marks the 'nothing found' line, which does not navigate (spec 5.6). */
  id: number;
  value: string;
  url: string;
  img?: string;
  /** Display HTML of the price. */
  price?: string;
}

export const minQueryLength = 3;
export const maxQueryLength = 200;

/** True when the answer holds no product: no suggestions, or only the id -1 line. */
export function foundNothing(suggestions: Suggestion[]): boolean {
  return suggestions.every((s) => s.id === -1);
}
