// What every part of `npm run bench` shares: the production server on a prepared catalogue (with the bench's
// probe preloaded), HTTP load from a separate process, a headless Chromium, and the server's own request log.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';
import { track } from './support/children.mjs';
import { busyMark, loadFrom } from './support/load.mjs';
import { readProbe, resetProbe } from './support/probe.mjs';

// BENCH_PORT lets two benches run side by side (its baselines take the next port).
export const port = Number(process.env.BENCH_PORT ?? 4400);
export const base = `http://127.0.0.1:${port}`;
const probePreload = new URL('./probe/server-probe.mjs', import.meta.url).pathname;

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
    prepared.set(extra, { dataDir, databaseUrl: `file:${dataDir}/shop.db`, ...tsx(['bench/prepare.ts', dataDir, String(extra)]) });
  }
  return prepared.get(extra);
}

/** Removes this run's catalogues and scratch folders. */
export function removeCatalogues() {
  for (const { dataDir } of prepared.values()) rmSync(dataDir, { recursive: true, force: true });
  rmSync(scratchRoot, { recursive: true, force: true });
}

// The memory settings `npm run serve` starts the shop with (decision 061), so the bench measures what is deployed.
const serveScript = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.serve;
const servedEnv = Object.fromEntries([...serveScript.matchAll(/(MALLOC_\w+)=\$\{\1:-(\w+)\}/g)].map(([, name, value]) => [name, process.env[name] ?? value]));
const servedArgs = serveScript.split(' node ')[1]?.match(/--[\w-]+=\d+/g) ?? []; // V8's numeric flags, whichever the script has

/**
 * Starts the built server on the data folder (and `databaseUrl`, SQLite in the folder by default); `log`, when
 * given, receives its request log lines; `nodeArgs` go to node (e.g. --cpu-prof).
 */
export async function startServer(dataDir, { pageCacheSeconds = 30, log, env = {}, databaseUrl = `file:${dataDir}/shop.db`, nodeArgs = [] } = {}) {
  if (await fetch(`${base}/healthz`).then(() => true, () => false)) throw new Error(`port ${port} is taken: is another bench running?`);
  const probeDir = mkdtempSync(join(tmpdir(), 'bench-probe-'));
  const serverEnv = { ...process.env, NODE_ENV: 'production', WEB_CONCURRENCY: '1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_REQUESTS: log ? '1' : '0', SEED_DEMO: '0', PAGE_CACHE_SECONDS: String(pageCacheSeconds), BENCH_PROBE_DIR: probeDir, LIMIT_SESSIONS_PER_HOUR: '1000000', LIMIT_SIGN_UPS_PER_HOUR: '1000000', LIMIT_CONFIRMATIONS_PER_HOUR: '1000000', LIMIT_QUICK_BUYS_PER_HOUR: '1000000', LIMIT_REVIEWS_PER_HOUR: '1000000', ...servedEnv, ...env };
  const args = ['--disable-warning=ExperimentalWarning', ...servedArgs, '--import', probePreload, ...nodeArgs, 'dist/server/main.js'];
  const server = track(spawn(process.execPath, args, { env: serverEnv, stdio: ['ignore', 'pipe', 'inherit'] }));
  server.probeDir = probeDir;
  // Each serving process (every worker of a cluster) logs `listening` once its pages are warm (decision 073).
  server.listening = 0;
  createInterface({ input: server.stdout }).on('line', (line) => {
    if (log && line.includes('"event":"request"')) log.push(JSON.parse(line));
    else if (line.includes('"event":"listening"')) server.listening++;
  });
  // 30 s: a start that migrates a large catalogue, or a machine other benches share, takes a while.
  for (let i = 0; i < 300 && server.exitCode === null; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

export function stopServer(server) {
  const done = () => rmSync(server.probeDir, { recursive: true, force: true });
  if (server.exitCode !== null) return Promise.resolve(done());
  const exited = new Promise((resolve) => server.once('exit', resolve)).then(done);
  server.kill('SIGTERM');
  return exited;
}

export function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The highest page number a listing's first page links to. */
export async function lastListingPage(path) {
  const html = await fetch(base + path).then((r) => r.text());
  return Math.max(1, ...[...html.matchAll(/\/page\/(\d+)\//g)].map((m) => Number(m[1])));
}

export const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

/** 50 connections for 10 s on one path of the server, with the server's event-loop and GC figures of the run. */
export async function load(server, path, options = {}) {
  await resetProbe(server);
  const served = await loadFrom(server.pid, base + path, options);
  return { ...served, probe: await readProbe(server) };
}

/** Runs one POST load and reads the server's request log written meanwhile: its 'ms' is the time inside the server. */
export async function loadWithServerTime(server, log, options) {
  const from = log.length;
  const { url, ...rest } = options;
  const r = await loadFrom(server.pid, url, { method: 'POST', ...rest });
  const ms = log.slice(from).filter((line) => line.method === (options.method ?? 'POST')).map((line) => line.ms);
  return `${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  | server time p50 ${percentile(ms, 50)} ms  p99 ${percentile(ms, 99)} ms${busyMark(r.others)}`;
}

let browser;
/** One headless Chromium for the whole run, started on first use. */
export async function headlessChromium() {
  browser ??= await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  return browser;
}

export const chromiumPath = () => ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export async function closeChromium() {
  await browser?.close();
}

const scratchRoot = join(tmpdir(), `bench-run-${process.pid}`);
/** A scratch folder of this run, removed at its end. */
export function scratch(name) {
  const dir = join(scratchRoot, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}
