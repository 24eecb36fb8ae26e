// `npm run bench`: page throughput and latency under load, the bare-render ceiling, JS shipped per page,
// and server memory, for the demo catalogue and a generated 10,000-product one. Prints figures only.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { measureShopping } from './shopping.mjs';
import { chromium } from 'playwright-core';

const port = 4400;
const base = `http://127.0.0.1:${port}`;
const catalogues = [
  { name: 'demo', extra: 0 },
  { name: '10k', extra: 10_000 },
];

function tsx(args) {
  const out = spawnSync('tsx', args, { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '--disable-warning=ExperimentalWarning' } });
  if (out.status !== 0) throw new Error(`tsx ${args.join(' ')} failed:\n${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').pop());
}

// `log`, when given, receives the server's request log lines (LOG_REQUESTS=1).
async function startServer(dataDir, pageCacheSeconds, log) {
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/shop.db`, LOG_REQUESTS: log ? '1' : '0', SEED_DEMO: '0', PAGE_CACHE_SECONDS: String(pageCacheSeconds) };
  const server = spawn('node', ['--disable-warning=ExperimentalWarning', 'dist/server/main.js'], { env, stdio: ['ignore', log ? 'pipe' : 'ignore', 'inherit'] });
  if (log) createInterface({ input: server.stdout }).on('line', (line) => line.includes('"ms"') && log.push(JSON.parse(line)));
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  return exited;
}

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(path) {
  for (let i = 0; i < 50; i++) await fetch(base + path).then((r) => r.text());
  const r = await autocannon({ url: base + path, connections: 50, duration: 10 });
  if (r.non2xx || r.errors) throw new Error(`${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

// What a phone loads when it opens the page and does nothing: every script response, gzipped as served.
async function jsLoadedByBrowser(browser, path) {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  let bytes = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bytes += gzipSync(await response.body(), { level: 9 }).length;
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return Math.round(bytes / 102.4) / 10;
}

// Upper bound: the entry and the chunks of every island on the page, with their static imports, gzipped.
function jsShipped(html) {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
  const islands = new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]));
  const keys = Object.keys(manifest).filter((k) => k === 'src/app/main.client.ts' || islands.has(k.split('/').pop().replace('.island.tsx', '')));
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    (entry.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  const bytes = [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join('dist/client', f)), { level: 9 }).length, 0);
  return { kb: Math.round(bytes / 102.4) / 10, islands: [...islands].sort().join(' ') };
}

const facts = tsx(['-e', "import('./src/db/seed/demo-facts.server.ts').then(m => console.log(JSON.stringify(m.demoFacts)))"]);
const pages = { home: '/', listing: '/cua-hang/', product: `/san-pham/${facts.colourSwatchProductSlug}/` };

const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });

async function measureLoad(dataDir, label) {
  for (const name of ['product', 'listing']) {
    const path = pages[name];
    const served = await load(path);
    const ceiling = tsx(['bench/ceiling.ts', dataDir, path, '5']);
    const ratio = served.rps / ceiling.rendersPerSecond;
    console.log(
      `${(name + label).padEnd(24)} ${String(served.rps).padStart(6)} req/s  p50 ${served.p50} ms  p99 ${served.p99} ms` +
        `  | bare renderToString ${Math.round(ceiling.rendersPerSecond)}/s (${ceiling.meanMs.toFixed(2)} ms)  ratio ${ratio.toFixed(2)}`,
    );
  }
}

for (const catalogue of catalogues) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${catalogue.name}-`));
  const { products, benchProductId } = tsx(['bench/prepare.ts', dataDir, String(catalogue.extra)]);
  let server = await startServer(dataDir, 30);
  try {
    console.log(`\n== catalogue '${catalogue.name}': ${products} products ==`);
    for (const [name, path] of Object.entries(pages)) {
      const html = await fetch(base + path).then((r) => r.text());
      const js = jsShipped(html);
      const loaded = await jsLoadedByBrowser(browser, path);
      console.log(`JS of ${name.padEnd(7)} loaded by a phone at open ${String(loaded).padStart(5)} KB gzip; all its islands ${String(js.kb).padStart(5)} KB  (${js.islands || 'no islands'})`);
    }
    await measureLoad(dataDir, ' (page cache on)');
    console.log(`server RSS after load: ${rssMb(server.pid)} MB`);
    await stopServer(server);
    server = await startServer(dataDir, 0);
    await measureLoad(dataDir, ' (page cache off)');
    console.log(`server RSS after load: ${rssMb(server.pid)} MB`);
    if (catalogue.extra === 0) {
      await stopServer(server);
      const log = [];
      server = await startServer(dataDir, 30, log);
      await measureShopping(base, log, benchProductId);
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
await browser.close();
