/**
 * The sourcebuster cookie value format: `key=value` pairs joined by `|||`, e.g.
 * `typ=utm|||src=google|||mdm=cpc`. Values never contain the separator; a value is everything after the first `=`.
 */
export type SbjsRecord = Record<string, string>;

const separator = '|||';

// The most of a value a cookie keeps, counted as the browser stores it (URL-encoded); the user agent is often long.
// A link with UTM values of kilobytes made cookies that, sent with every request, outgrew the server's header
// limit and locked the visitor out (431) while they lived (decision 097). The server keeps 200 characters anyway.
const cookieBytes = (key: string) => (key === 'uag' ? 500 : 200);

/** The start of `value` that URL-encodes to at most `bytes` characters, cut between whole characters. */
function withinCookie(value: string, bytes: number): string {
  let kept = '';
  let size = 0;
  for (const ch of value) {
    // A lone surrogate (which encodeURIComponent refuses) is counted as the replacement character's %EF%BF%BD.
    size += ch.length === 1 && ch >= '\uD800' && ch <= '\uDFFF' ? 9 : encodeURIComponent(ch).length;
    if (size > bytes) break;
    kept += ch;
  }
  return kept;
}

export function serializeSbjs(record: SbjsRecord): string {
  return Object.entries(record)
    .map(([key, value]) => `${key}=${withinCookie(value.split(separator).join('|'), cookieBytes(key))}`)
    .join(separator);
}

export function parseSbjs(value: string | undefined): SbjsRecord | undefined {
  if (!value) return undefined;
  const record: SbjsRecord = {};
  for (const pair of value.split(separator)) {
    const at = pair.indexOf('=');
    if (at > 0) record[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return record;
}

/** sourcebuster's date stamp `YYYY-MM-DD HH:MM:SS`, in UTC as the ecosystem configures it (offset 0). */
export function sbjsDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
