// Value formats of form fields, shared by the template parser, the server's validation and the browser.

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
// One address, nothing else: no display name, no comma, no line break can ride along into a mail header.
const email = new RegExp(`^[a-z0-9.!#$%&'*+/=?^_\`{|}~-]{1,64}@(?:${label}\\.)+[a-z]{2,63}$`, 'i');

export const isEmail = (value: string) => value.length <= 254 && email.test(value);

export function isUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ftp:') return url.hostname.length > 0;
  return url.protocol === 'mailto:' || url.protocol === 'tel:';
}

/** A phone number as people write it: digits with spaces, dots, dashes or brackets, a leading + allowed. */
export const isTel = (value: string) => /^\+?[\d\s().-]{6,24}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;

export const isNumber = (value: string) => /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(value) && Number.isFinite(Number(value));

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === value;
}

/** Length as the server counts it: characters (code points), not UTF-16 units. */
export const textLength = (value: string) => [...value].length;
