import { shop } from '../../lib/contract-names';
import type { Choice } from '../catalogue/index';
import type { Variation } from './variation-object.server';

/** Spec 7.1 variation lookup: POST get_variation with the chosen attributes; false when nothing matches. */
export async function fetchVariation(productId: number, choice: Choice, signal: AbortSignal): Promise<Variation | false> {
  const body = new URLSearchParams(choice);
  body.set('product_id', String(productId));
  const response = await fetch(shop.ajaxUrlTemplate.replace('%%endpoint%%', 'get_variation'), { method: 'POST', body, signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`get_variation answered ${response.status}`);
  return (await response.json()) as Variation | false;
}
