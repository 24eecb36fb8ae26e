import { createHash } from 'node:crypto';

/** A strong ETag of a size's bytes: a browser past the week's max-age asks again and is answered 304, not the image. */
export const etagOf = (bytes: Uint8Array): string => `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names the ETag (weakly compared, as the header is for GET and HEAD), or is `*`. */
export function heldByClient(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
}
