import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { log } from '../server/log.server';
import { originSources } from '../server/trusted-host.server';
import { isPersonal, pageKeyOf, trackingTags } from './page-cache-key.server';
import type { PageStore } from './page-store.server';
import { oneRequestPerTurn } from './request-turns.server';

// The tracking tags a request's URL lost before the app saw it: a redirect gives them back (page-cache.server.ts).
const droppedTags = new WeakMap<IncomingMessage, string>();

/** The tracking tags dropped from this request's URL ('' when none, or when it is not a request of this server). */
export const tagsDroppedFrom = (incoming: IncomingMessage | undefined): string => (incoming && droppedTags.get(incoming)) ?? '';

function sendStored(store: PageStore, key: string, req: IncomingMessage, res: ServerResponse, logRequests: boolean): boolean {
  const start = performance.now();
  const answer = store.answer(key, req.headers['accept-encoding'], req.headers['if-none-match'], req.method === 'HEAD');
  if (!answer) return false;
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
  if (logRequests) log.info('request', { method: req.method, path: req.url?.split('?')[0], status: answer.status, ms: Math.round((performance.now() - start) * 10) / 10, pageCache: 'hit' });
  return true;
}

/**
 * Answers page-cache hits as stored bytes before the app (ranked change 1 of decision 048): no Request object,
 * no middleware, no encoding. A miss of a keepable page is rendered once from its tag-free URL while other
 * misses of the same page wait for it (single flight), the tracking tags it dropped kept for a redirect (the request door before it answers `/healthz`); everything else
 * goes to `app` untouched, started one per turn of the event loop so hits and timers run between renders (decision 062).
 */
export function answerStoredPages(store: PageStore, shopApp: RequestListener, logRequests: boolean): RequestListener {
  const app = oneRequestPerTurn(shopApp);
  return (req, res) => {
    const method = req.method;
    if (!store.enabled || (method !== 'GET' && method !== 'HEAD') || isPersonal(req.headers.cookie)) return app(req, res);
    const { host, 'x-forwarded-proto': forwarded } = req.headers;
    const asked = req.url ?? '';
    // An absolute-form target (`GET https://…`) has no key here: the app reads its scheme and keeps its page.
    const page = host === undefined ? undefined : pageKeyOf(originSources(host, asked, forwarded?.toString()), asked);
    if (!page) return app(req, res);
    if (sendStored(store, page.key, req, res, logRequests)) return;
    if (page.target !== asked) {
      req.url = page.target;
      const tags = trackingTags(asked);
      if (tags) droppedTags.set(req, tags);
    }
    const filling = store.filling(page.key);
    if (filling) {
      void filling.then(() => sendStored(store, page.key, req, res, logRequests) || app(req, res));
      return;
    }
    if (method === 'GET') res.once('close', store.beginFill(page.key));
    return app(req, res);
  };
}
