import { createHash } from 'node:crypto';

// A page's inline scripts repeat from one response to the next (every visitor without a session gets the same
// ones), so each digest is remembered; a bounded few, forgotten all at once when full (staff pages differ per session).
const digests = new Map<string, string>();
const rememberedDigests = 200;

/** The CSP source allowing one inline script by its digest, so a page's bytes are the same for every visitor. */
export function scriptHash(script: string): string {
  let digest = digests.get(script);
  if (digest === undefined) {
    digest = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    if (digests.size >= rememberedDigests) digests.clear();
    digests.set(script, digest);
  }
  return digest;
}

const directivesAfterScripts = [
  "style-src 'self' 'unsafe-inline'",
  // Lazy videos: their players' thumbnails, and the players once a shopper plays one (decision 046).
  "img-src 'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** The shop's Content-Security-Policy; inline scripts are allowed only by the hashes given (contract.md). */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  let scripts = "default-src 'self'; script-src 'self'";
  for (const hash of scriptHashes) scripts += ' ' + hash;
  return scripts + '; ' + directivesAfterScripts;
}
