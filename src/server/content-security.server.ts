import { createHash } from 'node:crypto';

/** The CSP source allowing one inline script by its digest, so a page's bytes are the same for every visitor. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The shop's Content-Security-Policy; inline scripts are allowed only by the hashes given (contract.md). */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Lazy videos: their players' thumbnails, and the players once a shopper plays one (decision 046).
    "img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
