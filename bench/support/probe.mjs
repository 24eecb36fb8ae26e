// Reads the probe preloaded into the server and its workers (bench/probe/server-probe.mjs), one port per process.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function ports(dir) {
  return readdirSync(dir).filter((f) => f.endsWith('.port')).map((f) => readFileSync(join(dir, f), 'utf8'));
}

async function ask(dir, what) {
  const reports = await Promise.all(ports(dir).map((port) => fetch(`http://127.0.0.1:${port}/${what}`).then((r) => r.json(), () => null)));
  return reports.filter(Boolean);
}

/** Clears every process's figures. */
export const resetProbe = (server) => ask(server.probeDir, 'reset');

/** Every process's figures together: the worst event-loop delay and GC pause, statements summed by SQL text. */
export async function readProbe(server) {
  const reports = await ask(server.probeDir, 'report');
  const statements = new Map();
  for (const q of reports.flatMap((r) => r.queries)) {
    const seen = statements.get(q.sql) ?? { sql: q.sql, count: 0, ms: 0, maxMs: 0 };
    statements.set(q.sql, { sql: q.sql, count: seen.count + q.count, ms: seen.ms + q.ms, maxMs: Math.max(seen.maxMs, q.maxMs) });
  }
  const worst = (pick) => Math.max(0, ...reports.map(pick));
  return {
    processes: reports.length,
    memoryMb: reports.map((r) => r.memoryMb),
    loopDelay: { p99: worst((r) => r.loopDelay.p99), max: worst((r) => r.loopDelay.max) },
    loopCpu: { p99: worst((r) => r.loopCpu.p99), max: worst((r) => r.loopCpu.max) },
    gc: { count: reports.reduce((s, r) => s + r.gc.count, 0), ms: reports.reduce((s, r) => s + r.gc.ms, 0), maxMs: worst((r) => r.gc.maxMs) },
    statements: [...statements.values()],
    queryCount: [...statements.values()].reduce((s, q) => s + q.count, 0),
  };
}

/** The event loop's worst delays and the GC's pauses, as printed after each load run. */
export const tailsLine = (probe) =>
  `loop delay p99 ${probe.loopDelay.p99} ms max ${probe.loopDelay.max} ms (CPU between 10 ms ticks p99 ${probe.loopCpu.p99} ms); GC ${probe.gc.count}× ${probe.gc.ms} ms, longest ${probe.gc.maxMs} ms`;
