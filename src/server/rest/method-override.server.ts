import { cms } from '../../lib/contract-names';

const overridable = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Spec 7.7: clients and proxies that only speak GET/POST send PUT, PATCH and DELETE as a REST POST with
 * `X-HTTP-Method-Override` or `?_method=`; the request is routed as the method named. Any other name is ignored.
 * The same-site check still sees a change, as it does for any method but GET/HEAD/OPTIONS.
 */
export function overrideRestMethod(request: Request): Request {
  if (request.method !== 'POST') return request;
  const url = new URL(request.url);
  if (!url.pathname.startsWith(cms.restPrefix + '/')) return request;
  const asked = (request.headers.get('x-http-method-override') ?? url.searchParams.get('_method') ?? '').toUpperCase();
  if (!overridable.has(asked)) return request;
  return new Request(request, { method: asked, duplex: 'half' } as RequestInit);
}
