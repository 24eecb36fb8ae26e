// Decision 061: what a serving process needs set before it starts to keep 150–200 MB less under load. glibc reads
// its malloc settings at the first allocation and V8 sizes its young generation when the isolate is made, so neither
// can be changed from inside: `npm start`/`npm run serve` pass them (package.json), the cluster primary to its workers.

/** glibc malloc: two arenas, not 8 per core; blocks from 128 KB mapped apart and handed back when freed. */
export const mallocDefaults: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/**
 * V8's heap: a young generation of 2 × 32 MB semi-spaces (Node 24 grows them to 2 × 64 MB under load; 16 cost
 * renders, decision 061), and an old generation collected once it has doubled its live size, not quadrupled (078).
 */
export const v8MemoryFlags: readonly string[] = ['--max-semi-space-size=32', '--heap-growing-percent=100'];

/** The environment of a worker: the defaults above unless the operator set them. */
export function workerMemoryEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(mallocDefaults).map(([name, value]) => [name, env[name] || value]));
}

const flagName = (flag: string) => flag.split('=')[0];

/** A worker's node flags: the primary's, with each of the V8 memory flags the primary was not given. */
export function workerExecArgv(execArgv: readonly string[]): string[] {
  const given = new Set(execArgv.map(flagName));
  return [...execArgv, ...v8MemoryFlags.filter((flag) => !given.has(flagName(flag)))];
}
