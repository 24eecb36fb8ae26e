import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import { log } from '../server/log.server';
import { originSources } from '../server/trusted-host.server';
import { answerHealthCheck } from './health-check.server';
import { isPersonal, pageKeyOf } from './page-cache-key.server';
import type { PageStore } from './page-store.server';
import { oneRequestPerTurn } from './request-turns.server';

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
 * misses of the same page wait for it (single flight); `/healthz` is answered here too, unqueued; everything else
 * goes to `app` untouched, started one per turn of the event loop so hits and timers run between renders (decision 062).
 */
export function answerStoredPages(store: PageStore, shopApp: RequestListener, logRequests: boolean): RequestListener {
  const app = oneRequestPerTurn(shopApp);
  return (req, res) => {
    if (answerHealthCheck(req, res, logRequests)) return;
    const method = req.method;
    if (!store.enabled || (method !== 'GET' && method !== 'HEAD') || isPersonal(req.headers.cookie)) return app(req, res);
    const { host, 'x-forwarded-proto': forwarded } = req.headers;
    const asked = req.url ?? '';
    // An absolute-form target (`GET https://…`) has no key here: the app reads its scheme and keeps its page.
    const page = host === undefined ? undefined : pageKeyOf(originSources(host, asked, forwarded?.toString()), asked);
    if (!page) return app(req, res);
    if (sendStored(store, page.key, req, res, logRequests)) return;
    req.url = page.target;
    const filling = store.filling(page.key);
    if (filling) {
      void filling.then(() => sendStored(store, page.key, req, res, logRequests) || app(req, res));
      return;
    }
    if (method === 'GET') res.once('close', store.beginFill(page.key));
    return app(req, res);
  };
}

/** For `serve({ createServer })`: a node:http server whose requests pass the stored pages first. */
export function serverWithStoredPages(store: PageStore, logRequests: boolean) {
  return ((options: ServerOptions, app: RequestListener) => createServer(options, answerStoredPages(store, app, logRequests))) as typeof createServer;
}

