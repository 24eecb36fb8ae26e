import { ajaxUrl } from '../../client/theme-vars';
import { productInfoField } from './quick-buy-fields';

/** `shipping`: an order refused because its method changed carries the area's options priced now (decision 093). */
export interface QuickBuyAnswer<T> {
  success: boolean;
  data: T;
  fields?: Record<string, string>;
  shipping?: string;
}

/** A quick-buy admin-ajax call (same origin, so the shop's Origin check passes); undefined when it fails on the way. */
export async function quickBuyCall<T>(action: string, fields: Record<string, string>): Promise<QuickBuyAnswer<T> | undefined> {
  try {
    const response = await fetch(ajaxUrl(), { method: 'POST', body: new URLSearchParams({ action, ...fields }), credentials: 'same-origin' });
    const answer = (await response.json()) as { success?: unknown; data?: T; fields?: Record<string, string>; shipping?: unknown };
    const shipping = typeof answer.shipping === 'string' ? answer.shipping : undefined;
    return typeof answer.success === 'boolean' ? { success: answer.success, data: answer.data as T, fields: answer.fields, shipping } : undefined;
  } catch {
    return undefined;
  }
}

/** The product part of the form as `product_info`: the variation, its chosen values (an 'any' one's too) and the quantity. */
export function productInfo(form: HTMLFormElement): string {
  const info = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (productInfoField(name) && typeof value === 'string') info.append(name, value);
  return info.toString();
}

/** The whole form serialized (`customer_info`), as the ecosystem's popup sends it. */
export function customerInfo(form: HTMLFormElement): string {
  const data = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') data.append(name, value);
  return data.toString();
}
