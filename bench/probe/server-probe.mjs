// Preloaded into the server by the bench (`node --import ./bench/probe/server-probe.mjs`), never by the shop.
// Watches the process from inside without touching src/: event-loop delay, GC pauses, and every SQL statement
// run through node:sqlite or pg (count and time per SQL text). Each process (one per cluster worker too) answers
// on its own loopback port, written to BENCH_PROBE_DIR/<pid>.port: GET /reset clears, GET /report answers JSON.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createHistogram, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { StatementSync } from 'node:sqlite';

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
// The same wait in this thread's CPU time: what the loop ran between two ticks of a 10 ms timer (under load, 10 ms
// plus the turn the tick waited for). On a shared machine the delay above grows while neighbours hold the core;
// this figure does not (decision 062).
const loopCpu = createHistogram();
let cpuAt = process.threadCpuUsage();
setInterval(() => {
  const now = process.threadCpuUsage();
  loopCpu.record(Math.max(1, now.user + now.system - cpuAt.user - cpuAt.system));
  cpuAt = now;
}, 10).unref();
let statements = new Map();
let gc = { count: 0, ms: 0, maxMs: 0 };

function record(sql, ms) {
  const text = sql.replace(/\s+/g, ' ').trim();
  const seen = statements.get(text) ?? { count: 0, ms: 0, maxMs: 0 };
  seen.count++;
  seen.ms += ms;
  seen.maxMs = Math.max(seen.maxMs, ms);
  statements.set(text, seen);
}

// node:sqlite runs synchronously, so the time around the call is the statement's own.
for (const method of ['all', 'get', 'run', 'iterate']) {
  const original = StatementSync.prototype[method];
  StatementSync.prototype[method] = function (...args) {
    const start = performance.now();
    try {
      return original.apply(this, args);
    } finally {
      record(this.sourceSQL, performance.now() - start);
    }
  };
}

// pg is loaded from the project's node_modules by the bundled server; patch the same module instance.
try {
  const pg = createRequire(join(process.cwd(), 'package.json'))('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, ...rest) {
    const sql = typeof config === 'string' ? config : config?.text;
    const start = performance.now();
    const result = query.call(this, config, ...rest);
    if (sql && result && typeof result.then === 'function') {
      return result.finally(() => record(sql, performance.now() - start));
    }
    return result;
  };
} catch {
  // no pg here: SQLite only
}

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.ms += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const ms = (ns) => Math.round(ns / 1e4) / 100;
function report() {
  const queries = [...statements].map(([sql, s]) => ({ sql, count: s.count, ms: Math.round(s.ms * 100) / 100, maxMs: Math.round(s.maxMs * 100) / 100 }));
  return {
    pid: process.pid,
    loopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max), mean: ms(loop.mean) },
    loopCpu: { p50: ms(loopCpu.percentile(50) * 1000), p99: ms(loopCpu.percentile(99) * 1000), max: ms(loopCpu.max * 1000) },
    gc: { count: gc.count, ms: Math.round(gc.ms), maxMs: Math.round(gc.maxMs * 10) / 10 },
    memoryMb: Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1048576)])),
    queries,
  };
}

const probe = createServer((req, res) => {
  if (req.url === '/reset') {
    loop.reset();
    loopCpu.reset();
    statements = new Map();
    gc = { count: 0, ms: 0, maxMs: 0 };
  }
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(report()));
});
probe.unref();
probe.listen(0, '127.0.0.1', () => {
  if (process.env.BENCH_PROBE_DIR) writeFileSync(join(process.env.BENCH_PROBE_DIR, `${process.pid}.port`), String(probe.address().port));
});
