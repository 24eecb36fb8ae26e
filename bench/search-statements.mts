// The live search's own statements timed in-process, best / p50 / p95 of N per typed search (decision 051,
// Figures): tells the SQL apart from the server and the machine's load.
// `tsx bench/search-statements.mts <database url> [N] [more,searches]`.
import { openDatabase } from '../src/db/index.server';
import { findProductIds } from '../src/features/catalogue/index.server';
import { searchSource } from '../src/features/catalogue/search-index.server';
import { foldVietnamese } from '../src/lib/fold.server';

// The bench's plain-JavaScript list, which has no types.
const { typedSearches } = (await import('./support/searches.mjs' as string)) as { typedSearches: string[] };
const [url, times = '5', more = ''] = process.argv.slice(2);
if (!url) throw new Error('usage: tsx bench/search-statements.mts <file:… or postgres://…> [N] [more,searches]');
const { db, close } = await openDatabase(url);

// Best, median and 95th percentile wall time of N, and the mean CPU time of this process per run (what neighbours on
// the machine change least).
async function best<T>(run: () => Promise<T>): Promise<{ ms: number; p50: number; p95: number; cpu: number; answer: T }> {
  const walls: number[] = [];
  let answer!: T;
  const cpuFrom = process.cpuUsage();
  for (let i = 0; i < Number(times); i++) {
    const started = performance.now();
    answer = await run();
    walls.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuFrom);
  walls.sort((a, b) => a - b);
  const at = (q: number) => walls[Math.min(walls.length - 1, Math.ceil(q * walls.length) - 1)]!;
  return { ms: walls[0]!, p50: at(0.5), p95: at(0.95), cpu: (cpu.user + cpu.system) / 1000 / Number(times), answer };
}

for (const text of [...typedSearches, ...more.split(',').filter(Boolean)]) {
  const phrase = foldVietnamese(text);
  const words = [...new Set(phrase.split(' ').filter(Boolean))];
  const source = await best(() => searchSource(db, words));
  const found = await best(() => findProductIds(db, { words, phrase }, 10));
  const from = source.answer === 'walk' ? 'walk' : `${source.answer.length} ids`;
  const spread = (t: { ms: number; p50: number; p95: number }) => [t.ms, t.p50, t.p95].map((ms) => ms.toFixed(2).padStart(6)).join(' /');
  console.log(`${text.padEnd(16)} source ${spread(source)} ms (${from})  findProductIds ${spread(found)} ms (CPU ${found.cpu.toFixed(2)} ms)  → ${found.answer.join(',')}`);
}
await close();
