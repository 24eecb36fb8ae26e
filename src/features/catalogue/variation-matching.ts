// One matching rule for the server (get_variation) and the variation form in the browser.

/** Attribute field name (`attribute_pa_<slug>`) → chosen term slug; '' or missing = not chosen. */
export type Choice = Record<string, string>;

export interface MatchableVariation {
  attributes: Record<string, string>;
  variation_is_active?: boolean;
}

/** A variation fits the choice when each of its attributes is 'any' ('') or equals the chosen value (or is not chosen yet). */
export function fitsChoice(variation: MatchableVariation, choice: Choice): boolean {
  return Object.entries(variation.attributes).every(([name, value]) => {
    const chosen = choice[name] ?? '';
    return value === '' || chosen === '' || value === chosen;
  });
}

export function isComplete(fields: readonly string[], choice: Choice): boolean {
  return fields.every((field) => (choice[field] ?? '') !== '');
}

/** The variation for a complete choice: the first whose every attribute is 'any' or the chosen value. */
export function findVariation<V extends MatchableVariation>(variations: readonly V[], fields: readonly string[], choice: Choice): V | undefined {
  if (!isComplete(fields, choice)) return undefined;
  return variations.find((v) => fitsChoice(v, choice));
}

/** Spec 4.3: whether a value can still go with the other choices, i.e. some active variation allows both. */
export function canCombine(variations: readonly MatchableVariation[], field: string, value: string, choice: Choice): boolean {
  const others = { ...choice, [field]: value };
  return variations.some((v) => v.variation_is_active !== false && fitsChoice(v, others));
}
