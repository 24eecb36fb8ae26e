import type { Context } from 'hono';
import { contentSecurityPolicy } from '../server/content-security.server';
import type { AppEnv } from '../server/shop.server';

/** The security headers every answer carries, the health check's too (health-check.server.ts). */
export const fixedHeaders: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  // Other sites see our origin as referrer, which their own attribution needs; paths stay private.
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  // No inline script; a page widens this with its own scripts' hashes (renderPage).
  ['Content-Security-Policy', contentSecurityPolicy()],
];

/**
 * Security headers, set before the handler runs so the response is never rebuilt afterwards (that cost as
 * much as rendering). They are the same for every response, so a kept page can carry them as stored.
 */
export function setSecurityHeaders(c: Context<AppEnv>): void {
  for (const [name, value] of fixedHeaders) c.header(name, value);
}
