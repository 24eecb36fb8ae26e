// What every part of `npm run bench` shares: the production server on a prepared catalogue, HTTP load from
// autocannon, the bare-render ceiling, a headless Chromium, and the server's own request log.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

export const port = 4400;
export const base = `http://127.0.0.1:${port}`;

/** Runs a TypeScript helper of the bench and answers the JSON of its last output line. */
export function tsx(args) {
  const out = spawnSync('tsx', args, { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--disable-warning=ExperimentalWarning' } });
  if (out.status !== 0) throw new Error(`tsx ${args.join(' ')} failed:\n${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

export const demoFacts = () => tsx(['-e', "import('./src/db/seed/demo-facts.server.ts').then(m => console.log(JSON.stringify(m.demoFacts)))"]);

const prepared = new Map();
/** A catalogue seeded once per run into its own data folder: the demo shop plus `extra` generated products. */
export function catalogue(extra) {
  if (!prepared.has(extra)) {
    const dataDir = mkdtempSync(join(tmpdir(), `bench-${extra}-`));
    prepared.set(extra, { dataDir, ...tsx(['bench/prepare.ts', dataDir, String(extra)]) });
  }
  return prepared.get(extra);
}

export function removeCatalogues() {
  for (const { dataDir } of prepared.values()) rmSync(dataDir, { recursive: true, force: true });
}

/** Starts the built server on the data folder; `log`, when given, receives its request log lines. */
export async function startServer(dataDir, { pageCacheSeconds = 30, log, env = {} } = {}) {
  const serverEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/shop.db`, LOG_REQUESTS: log ? '1' : '0', SEED_DEMO: '0', PAGE_CACHE_SECONDS: String(pageCacheSeconds), ...env };
  const server = spawn('node', ['--disable-warning=ExperimentalWarning', 'dist/server/main.js'], { env: serverEnv, stdio: ['ignore', log ? 'pipe' : 'ignore', 'inherit'] });
  if (log) createInterface({ input: server.stdout }).on('line', (line) => line.includes('"ms"') && log.push(JSON.parse(line)));
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

export function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  return exited;
}

export function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/** 50 connections for 10 s on one path, after a warm-up; refuses a run with errors. */
export async function load(path, options = {}) {
  for (let i = 0; i < 50; i++) await fetch(base + path).then((r) => r.text());
  const r = await autocannon({ url: base + path, connections: 50, duration: 10, ...options });
  if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

/** Runs one autocannon load and reads the server's request log written meanwhile: its 'ms' is the time inside the server. */
export async function loadWithServerTime(log, options) {
  const from = log.length;
  const r = await autocannon({ connections: 50, duration: 10, method: 'POST', ...options });
  if (r.non2xx || r.errors) throw new Error(`${options.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  const ms = log.slice(from).filter((line) => line.method === (options.method ?? 'POST')).map((line) => line.ms);
  return `${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  | server time p50 ${percentile(ms, 50)} ms  p99 ${percentile(ms, 99)} ms`;
}

let browser;
/** One headless Chromium for the whole run, started on first use. */
export async function headlessChromium() {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  browser ??= await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  return browser;
}

export async function closeChromium() {
  await browser?.close();
}
