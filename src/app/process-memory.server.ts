// Decision 061: what a serving process needs set before it starts to keep 150–200 MB less under load. glibc reads
// its malloc settings at the first allocation and V8 sizes its young generation when the isolate is made, so neither
// can be changed from inside: `npm start`/`npm run serve` pass them (package.json), the cluster primary to its workers.

/** glibc malloc: two arenas, not 8 per core; blocks from 128 KB mapped apart and handed back when freed. */
export const mallocDefaults: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** V8's young generation: 2 × 32 MB semi-spaces (Node 24 grows them to 2 × 64 MB under load; 16 cost renders, decision 061). */
export const semiSpaceFlag = '--max-semi-space-size=32';

/** The environment of a worker: the defaults above unless the operator set them. */
export function workerMemoryEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(mallocDefaults).map(([name, value]) => [name, env[name] || value]));
}

/** A worker's node flags: the primary's, with the semi-space bound unless one was given. */
export function workerExecArgv(execArgv: readonly string[]): string[] {
  return execArgv.some((arg) => arg.startsWith('--max-semi-space-size')) ? [...execArgv] : [...execArgv, semiSpaceFlag];
}
