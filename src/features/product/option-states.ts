import { canCombine, fitsChoice, type Choice, type MatchableVariation } from '../catalogue/index';

export interface StockedVariation extends MatchableVariation {
  is_in_stock: boolean;
  variation_stock_left: number | '';
}

export interface OptionTerm {
  slug: string;
  /** What the server knows of the value alone, used when the variations are not on the page. */
  inStock: boolean;
  stockLeft: number | null;
}

export interface OptionState {
  /** False when the value cannot go with the other choices (spec 4.3): the option is disabled. */
  enabled: boolean;
  inStock: boolean;
  /** Most stock left among the variations the value would lead to; null when some do not count stock. */
  stockLeft: number | null;
}

function stateFromVariations(variations: readonly StockedVariation[], field: string, slug: string, choice: Choice): OptionState {
  const fitting = variations.filter((v) => v.variation_is_active !== false && fitsChoice(v, { ...choice, [field]: slug }));
  const counted = fitting.flatMap((v) => (v.variation_stock_left === '' ? [] : [v.variation_stock_left]));
  return {
    enabled: canCombine(variations, field, slug, choice),
    inStock: fitting.some((v) => v.is_in_stock),
    stockLeft: counted.length && counted.length === fitting.length ? Math.max(...counted) : null,
  };
}

/** The state of every option of one attribute given the other choices; without local variations every option stays open. */
export function optionStates(variations: readonly StockedVariation[] | false, field: string, terms: readonly OptionTerm[], choice: Choice): Map<string, OptionState> {
  return new Map(
    terms.map((t) => [
      t.slug,
      variations ? stateFromVariations(variations, field, t.slug, choice) : { enabled: true, inStock: t.inStock, stockLeft: t.stockLeft },
    ]),
  );
}

/** Spec 9.3: the 'N left in stock' badge shows when the stock left is at most the threshold. */
export function stockBadge(state: OptionState | undefined, threshold: number): number | null {
  if (!state || state.stockLeft == null || !state.inStock || state.stockLeft <= 0) return null;
  return state.stockLeft <= threshold ? state.stockLeft : null;
}
