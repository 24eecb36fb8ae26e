import { performance } from 'node:perf_hooks';
import { log } from '../server/log.server';
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
 * served, and once the process has gone quiet, one full collection that also returns V8's spare pages. The
 * collection needs node's `--expose-gc` (the scripts and the workers pass it); without it, only the trimming runs.
 */
export function giveMemoryBack(rule: MemoryUpkeep = memoryUpkeep): () => void {
  const collect = globalThis.gc;
  let last = performance.eventLoopUtilization();
  let busyMs = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const spell = performance.eventLoopUtilization(now, last);
    last = now;
    busyMs += spell.active;
    const step = upkeepStep(spell.utilization, busyMs, rule);
    if (step === 'trim') trimMallocArenas();
    if (step !== 'collect' || !collect) return;
    const [before, start] = [process.memoryUsage(), performance.now()];
    collect({ type: 'major', flavor: 'last-resort' });
    trimMallocArenas();
    const after = process.memoryUsage();
    log.info('quiet-collection', { ms: Math.round(performance.now() - start), heapMb: [megabytes(before.heapTotal), megabytes(after.heapTotal)], rssMb: [megabytes(before.rss), megabytes(after.rss)] });
    busyMs = 0;
    last = performance.eventLoopUtilization(); // the collection's own time is not the shoppers'
  }, rule.everyMs).unref();
  return () => clearInterval(timer);
}
