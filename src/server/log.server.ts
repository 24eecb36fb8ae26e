import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './shop.server';

type Fields = Record<string, unknown>;

// The id of the request being served, so every line written while serving it carries it.
const currentRequest = new AsyncLocalStorage<string>();
// Unique per process start and request, without asking the kernel for random bytes on every request.
const idPrefix = randomBytes(4).toString('hex');
let requestCount = 0;
const nextRequestId = () => idPrefix + (requestCount = (requestCount + 1) >>> 0).toString(16).padStart(8, '0');

function write(stream: NodeJS.WriteStream, level: 'info' | 'warn' | 'error', event: string, fields: Fields): void {
  const requestId = currentRequest.getStore();
  stream.write(JSON.stringify({ time: new Date().toISOString(), level, event, ...(requestId ? { requestId } : {}), ...fields }) + '\n');
}

const describeError = (error: unknown) => String((error as Error)?.stack ?? error);

/** The shop's one logger: a JSON line per event, on stdout (info) or stderr (warn, error), with the request's id. */
export const log = {
  info: (event: string, fields: Fields = {}) => write(process.stdout, 'info', event, fields),
  warn: (event: string, fields: Fields = {}) => write(process.stderr, 'warn', event, fields),
  error: (event: string, error: unknown, fields: Fields = {}) => write(process.stderr, 'error', event, { ...fields, error: describeError(error) }),
};

/**
 * Gives each request an id for every line logged while serving it, and writes one `request` line (method, path,
 * status, time taken) when it is answered, unless `enabled` is false.
 */
export function requestLog(enabled: boolean): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    currentRequest.run(nextRequestId(), async () => {
      const start = performance.now();
      await next();
      if (enabled) log.info('request', { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - start) * 10) / 10 });
    });
}
