import { cms } from '../../lib/contract-names';
import { helperError, jsonOf, RestError } from './rest-errors';

type Fields = { [name: string]: string | number | boolean | Fields | undefined };

// Nested data in the bracketed names the ecosystem's ajax handlers read (`query[posts_per_page]=40`).
function appendFields(form: URLSearchParams, data: Fields, prefix = ''): void {
  for (const [name, value] of Object.entries(data)) {
    const key = prefix ? `${prefix}[${name}]` : name;
    if (value === undefined) continue;
    if (typeof value === 'object') appendFields(form, value, key);
    else form.append(key, String(value));
  }
}

export interface AjaxAnswer<T> {
  data: T;
  /** `X-WP-Total` of a `query-attachments` answer: how many items match in all. */
  total?: number;
}

/**
 * Spec 7.1, generic admin ajax: POSTs the action and its data; `{success: true, data}` resolves with the data,
 * `success: false` rejects with it. For `query-attachments` the `X-WP-Total` header is the total count.
 */
export async function adminAjax<T = unknown>(action: string, data: Fields = {}, send: typeof fetch = (i, o) => globalThis.fetch(i, o)): Promise<AjaxAnswer<T>> {
  const form = new URLSearchParams({ action });
  appendFields(form, data);
  let answer: Response;
  try {
    answer = await send(cms.ajaxPath, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw helperError('fetch_error');
  }
  const body = (await jsonOf(answer)) as { success?: unknown; data?: T } | null;
  if (!body || body.success !== true) throw new RestError('unknown_error', '', body?.data);
  const total = action === 'query-attachments' ? Number(answer.headers.get(cms.totalHeader)) : NaN;
  return Number.isFinite(total) ? { data: body.data as T, total } : { data: body.data as T };
}
