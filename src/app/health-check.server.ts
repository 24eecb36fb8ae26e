import type { IncomingMessage, ServerResponse } from 'node:http';
import { log } from '../server/log.server';
import { fixedHeaders } from './security-headers.server';

/** What a health check is told, here and by the app's own route (in-process requests). */
export const healthy = { status: 'ok' } as const;

const body = Buffer.from(JSON.stringify(healthy));
// The headers the app's own /healthz route sends (security headers, JSON), flat as writeHead takes them.
const headers = [...fixedHeaders.flat(), 'content-type', 'application/json', 'content-length', String(body.length)];

/**
 * Answers `GET /healthz` (and HEAD) before the request queue (decision 062): under saturation a load balancer's
 * check must not wait behind queued renders and take a busy but healthy process out. Any Host, as the app's
 * trusted-host rule lets health checks through (decision 021). False for every other request.
 */
export function answerHealthCheck(req: IncomingMessage, res: ServerResponse, logRequests: boolean): boolean {
  const url = req.url ?? '';
  if (!(url === '/healthz' || url.startsWith('/healthz?')) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  if (logRequests) log.info('request', { method: req.method, path: '/healthz', status: 200, ms: 0 });
  return true;
}
