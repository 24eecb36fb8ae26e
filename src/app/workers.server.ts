import cluster, { type Worker } from 'node:cluster';
import { log } from '../server/log.server';
import { relayPageChanges } from '../server/page-changes.server';
import { workerExecArgv, workerMemoryEnv } from './process-memory.server';

// At SIGTERM each worker drains within SHUTDOWN_GRACE_SECONDS and exits: the primary waits that long and this
// much more. A worker loses its primary only past that: node:cluster ends a worker at once when its primary exits.
const exitMarginMs = 3_000;
// Workers that die this soon after their start, this many in a row, will die again (a port taken, a bad setting):
// stop rather than loop. Fewer are replaced, each a second later than the last: one killed from outside (the OOM
// killer while its pages warm up) must not take the healthy workers down with it.
const crashLoopMs = 5_000;
const crashLoopDeaths = 3;

export const isPrimaryOf = (count: number): boolean => cluster.isPrimary && count > 1;

// One worker at a time runs the background work (mail sender, reminders, purges), so no message goes out twice.
const backgroundEnv = 'SHOP_BACKGROUND_WORKER';
export const runsBackgroundWork = (): boolean => cluster.isPrimary || process.env[backgroundEnv] === '1';

// A worker started in place of one that died: like a start of the shop, it writes the mail copies the dead one may
// have left unwritten (decisions 013, 055).
const replacementEnv = 'SHOP_REPLACEMENT_WORKER';
export const replacesAWorker = (): boolean => cluster.isWorker && process.env[replacementEnv] === '1';

/**
 * Issue 10 target 4: this process only keeps `count` workers, each running this same script and sharing the
 * port (node:cluster), restarts one that dies, and passes SIGTERM/SIGINT on, exiting once they have, or once
 * their grace (`graceMs`, SHUTDOWN_GRACE_SECONDS) and a margin are over. The database must be migrated and seeded
 * before, so workers find it ready. The returned promise never settles, so the caller's remaining lines run only in
 * the workers.
 */
export function superviseWorkers(count: number, graceMs: number): Promise<never> {
  let stopping = false;
  let alive = 0;
  const started = new Map<Worker, number>();
  let background: Worker | undefined;
  let earlyDeaths = 0;
  // Workers get the memory settings even when this primary was started without them (decision 061).
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv) });
  const memoryEnv = workerMemoryEnv(process.env);
  const fork = (replacement: boolean) => {
    if (stopping) return;
    const env = { ...memoryEnv, ...(background ? {} : { [backgroundEnv]: '1' }), ...(replacement ? { [replacementEnv]: '1' } : {}) };
    const worker = cluster.fork(env);
    background ??= worker;
    started.set(worker, Date.now());
    alive++;
  };
  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    log.info('shutdown', { signal, workers: alive });
    if (alive === 0) process.exit();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // One past its own grace is stuck (a blocked event loop): it is killed, not left running without its primary.
    setTimeout(() => {
      log.warn('shutdown-grace-over', { workers: alive });
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs + exitMarginMs).unref();
  };
  cluster.on('exit', (worker, code, signal) => {
    alive--;
    if (stopping) {
      // A worker whose grace ran out (exit 1) makes the group's exit code 1, as one process's would be (decision 025).
      if (code !== 0) process.exitCode = 1;
      if (alive === 0) process.exit();
      return;
    }
    if (worker === background) background = undefined;
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    log.error('worker-exit', new Error(`worker ${worker.process.pid} exited (${signal ?? code}) after ${lived} ms`));
    earlyDeaths = lived < crashLoopMs ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= crashLoopDeaths) stop('SIGTERM', 1);
    else setTimeout(() => fork(true), earlyDeaths * 1_000);
  });
  // A worker's page change reaches the others' kept pages before its answer goes out, not at their poll (decision 018).
  relayPageChanges(() => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) fork(false);
  return new Promise<never>(() => {});
}
