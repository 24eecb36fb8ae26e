import { performance } from 'node:perf_hooks';
import { log } from '../server/log.server';

// Decision 075: V8's own memory reducer, which should shrink the heap once allocations stop, still judged the
// allocation rate high 90 s after a busy spell, so an idle process kept what the spell had grown (~220–260 MB).

export interface QuietCollection {
  /** How often the loop's use is looked at. */
  everyMs: number;
  /** The loop ran less than this share of the last look's time: nobody is being served. */
  quietBelow: number;
  /** Loop time spent since the last collection before another is worth its pause (140–230 ms, decision 075). */
  busyAtLeastMs: number;
}

export const quietCollection: QuietCollection = { everyMs: 5_000, quietBelow: 0.05, busyAtLeastMs: 5_000 };

/** Whether a quiet moment has come after enough work to have left garbage worth a collection. */
export const collectionIsDue = (utilization: number, busyMs: number, rule: QuietCollection): boolean =>
  utilization < rule.quietBelow && busyMs >= rule.busyAtLeastMs;

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * When the process has gone quiet after serving, runs one full collection that also gives V8's spare pages back
 * to the system. Needs node's `--expose-gc` (the scripts and the workers pass it); without it, does nothing.
 */
export function collectWhenQuiet(rule: QuietCollection = quietCollection): () => void {
  const collect = globalThis.gc;
  if (!collect) return () => {};
  let last = performance.eventLoopUtilization();
  let busyMs = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const spell = performance.eventLoopUtilization(now, last);
    last = now;
    busyMs += spell.active;
    if (!collectionIsDue(spell.utilization, busyMs, rule)) return;
    const [before, start] = [process.memoryUsage(), performance.now()];
    collect({ type: 'major', flavor: 'last-resort' });
    const after = process.memoryUsage();
    log.info('quiet-collection', { ms: Math.round(performance.now() - start), heapMb: [megabytes(before.heapTotal), megabytes(after.heapTotal)], rssMb: [megabytes(before.rss), megabytes(after.rss)] });
    busyMs = 0;
    last = performance.eventLoopUtilization(); // the collection's own time is not the shoppers'
  }, rule.everyMs).unref();
  return () => clearInterval(timer);
}
