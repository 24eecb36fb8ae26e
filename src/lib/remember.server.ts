/**
 * Remembers a query's answers per database for `ttlMs`, at most `max` answers (oldest dropped first).
 * For queries whose cost grows with the catalogue and whose answer may lag a little (counts, related products).
 */
export function rememberFor<D extends object, A extends unknown[], R>(
  ttlMs: number,
  max: number,
  query: (db: D, ...args: A) => Promise<R>,
): (db: D, ...args: A) => Promise<R> {
  const caches = new WeakMap<D, Map<string, { at: number; value: Promise<R> }>>();
  return (db, ...args) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = query(db, ...args);
    cache.delete(key);
    cache.set(key, { at: Date.now(), value });
    if (cache.size > max) cache.delete(cache.keys().next().value!);
    value.catch(() => cache.delete(key)); // a failed query is asked again next time
    return value;
  };
}
