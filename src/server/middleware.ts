import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './shop';

/** One JSON line per request: method, path, status and time taken. */
export function requestLog(enabled: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    if (!enabled) return;
    const line = {
      time: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    };
    process.stdout.write(JSON.stringify(line) + '\n');
  };
}
