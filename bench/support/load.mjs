// HTTP load from a separate process (bench/load/autocannon-child.mjs), 50 connections for 10 s by default, with
// the CPU other users of the machine took meanwhile: a figure taken while others used more than a quarter of a
// core is marked '!' and should be taken again.
import { spawn } from 'node:child_process';
import { track } from './children.mjs';
import { processTree, watchOthers } from './cpu.mjs';

const child = new URL('../load/autocannon-child.mjs', import.meta.url).pathname;
export const busyMark = (others) => (others.cores > 0.25 ? ` ! others used ${others.cores.toFixed(2)} cores (${others.top})` : '');

function runChild(options) {
  return new Promise((resolve, reject) => {
    const proc = track(spawn(process.execPath, [child, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] }));
    let out = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.on('error', reject);
    proc.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop())) : reject(new Error(`load generator exited ${code}`))));
  });
}

/** Warms the path up, then loads `url` (or `options.requests`) from a child process; refuses a run with errors. */
export async function loadFrom(serverPid, url, options = {}) {
  for (let i = 0; i < 50; i++) await fetch(url, { headers: options.headers }).then((r) => r.text());
  const stop = watchOthers(processTree(serverPid));
  const r = await runChild({ url, connections: 50, duration: 10, ...options });
  const others = stop();
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: Math.round(r.rps), p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max, others };
}
