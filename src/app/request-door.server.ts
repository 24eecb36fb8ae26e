import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import * as vi from '../lib/messages/index';
import { log } from '../server/log.server';
import { doorError } from '../server/rest/errors.server';
import { isWellFormedHost, wrongHostAnswer } from '../server/trusted-host.server';
import { hasWeights, takenEncodings } from './accepted-encodings.server';
import { answerHealthCheck } from './health-check.server';
import type { PageStore } from './page-store.server';
import { answerStoredPages } from './stored-pages.server';
import { answerUnreadable, refusalHeaders } from './unreadable-requests.server';

const absoluteTarget = /^https?:\/\/([^/?#]*)/i;

/**
 * Whether the request names one Host a URL can be built on (RFC 9112 3.2: none or two is a 400), and an
 * absolute-form target names that same host (3.2.2 makes the target's the one that counts).
 */
function namesOneGoodHost(req: IncomingMessage): boolean {
  let host: string | undefined;
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length !== 4 || raw[i]!.toLowerCase() !== 'host') continue;
    if (host !== undefined) return false;
    host = raw[i + 1]!;
  }
  if (host === undefined || !isWellFormedHost(host)) return false;
  const target = req.url ?? '';
  const authority = target.startsWith('/') ? undefined : absoluteTarget.exec(target)?.[1];
  return authority === undefined || authority.toLowerCase() === host.toLowerCase();
}

function refuse(req: IncomingMessage, res: ServerResponse, status: 400 | 406, answer: { type: string; body: string }, logRequests: boolean): void {
  const body = Buffer.from(answer.body);
  if (logRequests) log.info('request', { method: req.method, path: req.url?.split('?')[0], status, ms: 0 });
  // A refused request's body is never read: the connection ends with the answer.
  res.writeHead(status, refusalHeaders(answer.type, body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

// Node's adapter builds no URL on these (a backslash before the query, a target that is no path): a 400 here.
function unbuildable(target: string): boolean {
  if (!target.startsWith('/')) return !absoluteTarget.test(target);
  const backslash = target.indexOf('\\');
  return backslash !== -1 && (target.indexOf('?') === -1 || backslash < target.indexOf('?'));
}

/** Writes a header as the stored pages (`headers`) and the app (`rawHeaders`) read it: one line with `value`. */
function rewriteHeader(req: IncomingMessage, name: string, value: string): void {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === name) raw.splice(i, 2);
  raw.push(name, value);
  req.headers[name] = value;
}

/**
 * What every request passes before the stored pages and the app (decision 100): one good Host, and an
 * Accept-Encoding read as its weights say, written again as the plain list every later reader understands, or a
 * 406 when none of our codings is taken. Health checks pass first, whatever they send.
 */
export function requestDoor(next: RequestListener, logRequests: boolean): RequestListener {
  return (req, res) => {
    if (answerHealthCheck(req, res, logRequests)) return;
    const path = req.url ?? '';
    if (!namesOneGoodHost(req)) return refuse(req, res, 400, wrongHostAnswer(path), logRequests);
    if (unbuildable(path)) return refuse(req, res, 400, doorError(path, 400, 'rest_invalid_request', vi.common.badRequest), logRequests);
    const encodings = req.headers['accept-encoding'];
    if (encodings !== undefined && hasWeights(encodings)) {
      const taken = takenEncodings(encodings);
      if (taken === undefined) return refuse(req, res, 406, doorError(path, 406, 'rest_not_acceptable', vi.common.notAcceptable), logRequests);
      rewriteHeader(req, 'accept-encoding', taken);
    }
    return next(req, res);
  };
}

/** For `serve({ createServer })`: a node:http server whose requests pass the door, then the stored pages, then the app. */
export function shopServer(store: PageStore, logRequests: boolean) {
  return ((options: ServerOptions, app: RequestListener) =>
    createServer(options, requestDoor(answerStoredPages(store, app, logRequests), logRequests)).on('clientError', answerUnreadable)) as typeof createServer;
}
