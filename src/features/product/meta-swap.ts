import type { Variation } from './variation-object.server';

// The product's own texts, kept the first time a variation replaces them so a reset can restore them.
const originals = new WeakMap<Element, string>();

function swap(el: Element | null, text: string | undefined): void {
  if (!el) return;
  if (!originals.has(el)) originals.set(el, el.textContent ?? '');
  el.textContent = text || originals.get(el)!;
}

/**
 * Spec 2.3: SKU, weight and dimensions show the variation's values, and the product's again on reset (null).
 * These are static server texts of the product (meta line, additional-information table), outside every island.
 */
export function swapProductMeta(form: Element, variation: Variation | null): void {
  const scope = form.closest('.product') ?? form.closest('.summary') ?? form;
  for (const el of scope.querySelectorAll('.product_meta .sku')) swap(el, variation?.sku);
  for (const el of scope.querySelectorAll('.product_weight')) swap(el, variation?.weight ? variation.weight_html : undefined);
  for (const el of scope.querySelectorAll('.product_dimensions')) swap(el, variation?.dimensions_html);
}
