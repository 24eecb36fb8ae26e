import { cms } from '../../lib/contract-names';
import { errorOf, helperError, jsonOf, RestError } from './rest-errors';

/** Spec 9.7: the page size when a call asks for everything (`per_page=-1`). */
export const allPageSize = 100;
/** Spec 7.7: how many times the media post-process step is asked after a failed upload. */
export const postProcessTries = 5;
const overridden = new Set(['PUT', 'PATCH', 'DELETE']);

export interface RestCall {
  /** Under the REST root (`wp/v2/users/me`), or a whole `url`. */
  path?: string;
  url?: string;
  method?: string;
  /** Sent as JSON; `body` is sent as it is (an upload's FormData). */
  data?: unknown;
  body?: BodyInit;
}

export interface RestClientOptions {
  root: string;
  nonce?: string;
  /** Where a fresh nonce is asked after `rest_cookie_invalid_nonce`. */
  nonceEndpoint?: string;
  fetch?: typeof fetch;
}

/** The browser REST helper of spec 7.7, with the errors of spec 8.4. */
export function restClient(options: RestClientOptions) {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let nonce = options.nonce;

  async function once(call: RestCall): Promise<Response> {
    const method = (call.method ?? 'GET').toUpperCase();
    const headers = new Headers();
    if (nonce) headers.set(cms.nonceHeader, nonce);
    // PUT, PATCH and DELETE go as POST with the override, so proxies that know only GET and POST pass them.
    if (overridden.has(method)) headers.set('X-HTTP-Method-Override', method);
    if (call.data !== undefined) headers.set('Content-Type', 'application/json');
    const body = call.body ?? (call.data === undefined ? undefined : JSON.stringify(call.data));
    try {
      return await send(call.url ?? options.root + (call.path ?? ''), { method: overridden.has(method) ? 'POST' : method, headers, body, credentials: 'same-origin' });
    } catch {
      throw helperError('fetch_error');
    }
  }

  // On a stale nonce: a fresh one from the refresh endpoint, then the call once more.
  async function withFreshNonce(call: RestCall): Promise<Response> {
    const answer = await once(call);
    if (answer.status !== 403 || !options.nonceEndpoint) return answer;
    const error = await errorOf(answer.clone()).catch(() => undefined);
    if (error?.code !== 'rest_cookie_invalid_nonce') return answer;
    const refreshed = await send(options.nonceEndpoint, { credentials: 'same-origin' }).catch(() => undefined);
    if (!refreshed?.ok) throw error;
    nonce = (await refreshed.text()).trim();
    return once(call);
  }

  // Spec 7.7: an upload whose answer failed may still have stored the file; its post-process step is asked again.
  async function postProcess(call: RestCall, answer: Response): Promise<Response> {
    const id = answer.headers.get('x-wp-upload-attachment-id');
    if (answer.status < 500 || !id || (call.method ?? 'GET').toUpperCase() !== 'POST' || !/\/media\/?$/.test(call.url ?? call.path ?? '')) return answer;
    const url = (call.url ?? options.root + (call.path ?? '')).replace(/\/?$/, `/${id}/post-process`);
    for (let attempt = 0; attempt < postProcessTries; attempt++) {
      const retried = await withFreshNonce({ url, method: 'POST', data: { action: 'create-image-subsizes' } }).catch(() => undefined);
      if (retried?.ok) return retried;
    }
    throw helperError('post_process');
  }

  async function request<T = unknown>(call: RestCall): Promise<T> {
    if (/[?&]per_page=-1(&|$)/.test(call.url ?? call.path ?? '')) return (await all(call)) as T;
    const answer = await postProcess(call, await withFreshNonce(call));
    if (!answer.ok) throw await errorOf(answer);
    return (answer.status === 204 ? null : await jsonOf(answer)) as T;
  }

  /** Spec 7.7, 9.7: every item of a list, asked in pages of 100 until `X-WP-TotalPages` is reached. */
  async function all<T>(call: RestCall): Promise<T[]> {
    const base = new URL(call.url ?? options.root + (call.path ?? ''), 'http://page.invalid');
    const items: T[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      base.searchParams.set('per_page', String(allPageSize));
      base.searchParams.set('page', String(page));
      const url = call.url && /^https?:/.test(call.url) ? base.href : base.pathname + base.search;
      const answer = await withFreshNonce({ ...call, url });
      if (!answer.ok) throw await errorOf(answer);
      items.push(...((await jsonOf(answer)) as T[]));
      pages = Number(answer.headers.get(`${cms.totalHeader}Pages`) ?? '1') || 1;
    }
    return items;
  }

  return { request, all, nonce: () => nonce };
}

export { RestError };
