/**
 * The sourcebuster cookie value format: `key=value` pairs joined by `|||`, e.g.
 * `typ=utm|||src=google|||mdm=cpc`. Values never contain the separator; a value is everything after the first `=`.
 */
export type SbjsRecord = Record<string, string>;

const separator = '|||';

export function serializeSbjs(record: SbjsRecord): string {
  return Object.entries(record)
    .map(([key, value]) => `${key}=${value.split(separator).join('|')}`)
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
