// Cookies as the browser's scripts read them. A cookie set by someone else (another script, a proxy, a hostile
// link) may hold text that is not valid percent-encoding; reading it must never throw (issue 6, item 15).

/** The value as written by `encodeURIComponent`, or as it stands when it is not valid percent-encoding. */
export function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Every cookie of the page whose name starts with `prefix`, decoded; a broken value is kept as it stands. */
export function readCookies(prefix = ''): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.startsWith(prefix)) jar[pair.slice(0, at)] = decodeCookieValue(pair.slice(at + 1));
  }
  return jar;
}

/** One cookie's decoded value, or undefined when the page has none of that name. */
export function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((p) => p.startsWith(`${name}=`));
  return pair === undefined ? undefined : decodeCookieValue(pair.slice(name.length + 1));
}
