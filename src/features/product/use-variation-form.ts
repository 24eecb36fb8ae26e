import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { dispatchPageEvent } from '../../client/events';
import { fetchVariation } from './fetch-variation';
import { swapProductMeta } from './meta-swap';
import { findVariation, isComplete, type Choice } from '../catalogue/index';
import type { Variation } from './variation-object.server';
import { showVariationImage } from './variation-store';

// Spec 9.3: the first variation check runs after 100 ms.
const firstCheckDelayMs = 100;

export function isPurchasable(v: Variation): boolean {
  return v.is_purchasable && v.is_in_stock && v.variation_is_visible;
}

export interface VariationFormState {
  choice: Choice;
  /** The form's variations from data-product_variations; false = ask the server; null = not read yet. */
  variations: Variation[] | false | null;
  /** The first check has run: from then on options are filtered and the button shows its state. */
  checked: boolean;
  found: Variation | null;
  noMatch: boolean;
  loading: boolean;
  choose(field: string, value: string): void;
  reset(): void;
}

function readVariations(form: HTMLFormElement | null): Variation[] | false {
  const raw = form?.dataset.product_variations;
  if (!raw || raw === 'false') return false;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as Variation[]) : false;
  } catch {
    return false;
  }
}

export interface VariationFormOptions {
  initialChoice?: Choice;
  /** Whether the found variation's image replaces the product's in the page's gallery. */
  showsImage?: boolean;
}

/** The variation form's behaviour (spec 4.3), with the page events of contract.md dispatched on the form. */
export function useVariationForm(anchor: RefObject<HTMLElement | null>, productId: number, fields: string[], options: VariationFormOptions = {}): VariationFormState {
  const { initialChoice, showsImage = true } = options;
  const [choice, setChoice] = useState<Choice>(initialChoice ?? {});
  const [variations, setVariations] = useState<Variation[] | false | null>(null);
  const [checked, setChecked] = useState(false);
  const [found, setFound] = useState<Variation | null>(null);
  const [noMatch, setNoMatch] = useState(false);
  const [loading, setLoading] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    formRef.current = anchor.current?.closest('form') ?? null;
    setVariations(readVariations(formRef.current));
    const timer = setTimeout(() => setChecked(true), firstCheckDelayMs);
    return () => clearTimeout(timer);
  }, [anchor]);

  const show = useCallback(
    (variation: Variation) => {
      const form = formRef.current!;
      dispatchPageEvent(form, 'found_variation', variation);
      setFound(variation);
      if (showsImage) showVariationImage(productId, variation.image);
      swapProductMeta(form, variation);
      dispatchPageEvent(form, 'show_variation', { variation, purchasable: isPurchasable(variation) });
    },
    [productId, showsImage],
  );

  const hide = useCallback(() => {
    const form = formRef.current!;
    setFound(null);
    if (showsImage) showVariationImage(productId, undefined);
    swapProductMeta(form, null);
    dispatchPageEvent(form, 'reset_data');
    dispatchPageEvent(form, 'hide_variation');
  }, [productId, showsImage]);

  useEffect(() => {
    const form = formRef.current;
    if (!checked || variations === null || !form) return;
    dispatchPageEvent(form, 'check_variations');
    if (!isComplete(fields, choice)) return hide();
    const answer = (variation: Variation | false | undefined) => {
      if (variation) return show(variation);
      hide();
      setNoMatch(true);
    };
    if (variations) return answer(findVariation(variations, fields, choice));
    const request = new AbortController();
    setLoading(true);
    fetchVariation(productId, choice, request.signal)
      .then(answer, (error: unknown) => console.warn('get_variation', error))
      .finally(() => request.signal.aborted || setLoading(false));
    return () => request.abort();
  }, [checked, variations, choice, fields, productId, show, hide]);

  const choose = useCallback((field: string, value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setFound(null);
    setNoMatch(false);
    if (formRef.current) dispatchPageEvent(formRef.current, 'woocommerce_variation_has_changed');
  }, []);

  const reset = useCallback(() => {
    setChoice({});
    setFound(null);
    setNoMatch(false);
  }, []);

  return { choice, variations, checked, found, noMatch, loading, choose, reset };
}
