import { createHash } from 'node:crypto';
import type { PostedData } from './posted-data';

/** The `posted_data_hash` of a stored submission: the same fields and values give the same hash. */
export function postedDataHash(posted: PostedData): string {
  const entries = [...posted.entries()].map(([name, field]) => [name, field.raw]).sort(([a], [b]) => String(a).localeCompare(String(b)));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 32);
}
