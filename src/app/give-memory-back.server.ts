import { performance } from 'node:perf_hooks';
import { log } from '../server/log.server';
import { startHeapReduction } from './heap-reduction.server';
import { trimMallocArenas } from './malloc-trim.server';

// Decision 075: V8's own memory reducer, which should shrink the heap once allocations stop, still judged the
// allocation rate high 90 s after a busy spell, so an idle process kept what the spell had grown (~220–260 MB).
// Decision 076: glibc likewise keeps what requests freed, while serving as after it.

export interface MemoryUpkeep {
  /** How often the loop's use is looked at. */
  everyMs: number;
  /** The loop ran less than this share of the last look's time: nobody is being served. */
  quietBelow: number;
  /** Loop time spent since the last collection before another is worth its pause (140–230 ms, decision 075). */
  busyAtLeastMs: number;
}

export const memoryUpkeep: MemoryUpkeep = { everyMs: 5_000, quietBelow: 0.05, busyAtLeastMs: 5_000 };

/**
 * What one look does: collect once a quiet moment has come after enough work to have left garbage worth the pause,
 * trim the allocator while shoppers are served, rest otherwise (an idle process has freed nothing since).
 */
export function upkeepStep(utilization: number, busyMs: number, rule: MemoryUpkeep): 'collect' | 'trim' | 'rest' {
  if (utilization >= rule.quietBelow) return 'trim';
  return busyMs >= rule.busyAtLeastMs ? 'collect' : 'rest';
}

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * Every few seconds, gives back to the system the memory that serving freed: glibc's free pages while shoppers are
 * served, and once the process has gone quiet, V8's heap through its incremental memory-reducing collection
 * (decision 077), and glibc's pages again at the next look, once that collection has run.
 */
export function giveMemoryBack(rule: MemoryUpkeep = memoryUpkeep): () => void {
  let last = performance.eventLoopUtilization();
  let busyMs = 0;
  let collecting: NodeJS.MemoryUsage | undefined; // the memory when a collection began, until the look after it
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const spell = performance.eventLoopUtilization(now, last);
    last = now;
    busyMs += spell.active;
    const step = upkeepStep(spell.utilization, busyMs, rule);
    if (step === 'trim' || collecting) trimMallocArenas();
    if (collecting) {
      const after = process.memoryUsage();
      log.info('quiet-collection', { heapMb: [megabytes(collecting.heapTotal), megabytes(after.heapTotal)], rssMb: [megabytes(collecting.rss), megabytes(after.rss)] });
      [collecting, busyMs] = [undefined, 0]; // the collection's own loop time is not work that left garbage
      return;
    }
    if (step !== 'collect') return;
    const before = process.memoryUsage();
    if (startHeapReduction()) collecting = before;
  }, rule.everyMs).unref();
  return () => clearInterval(timer);
}
