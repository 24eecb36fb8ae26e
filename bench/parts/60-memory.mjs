// Memory (issue 10 target 6) on the 10,000-product catalogue: the server's RSS at rest and after 10 s of load on
// 500 different product pages and every listing (the page cache fills as in a real shop), then each second of 15 idle
// ones; once asking as browsers do (gzip and brotli), once without Accept-Encoding, as curl, monitors and the other
// parts' load do (each kept page then keeps its identity bytes too), each on a fresh server. With `--long`, a 5-minute
// mixed run (browse, search, cart, checkout) sampled every 10 s: min, max and drift. Each reading also says where the
// RSS lies (bench/support/rss-parts.mjs).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { base, catalogue, rssMb, scratch, startServer, stopServer } from '../support.mjs';
import { track } from '../support/children.mjs';
import { processTicks } from '../support/cpu.mjs';
import { loadFrom } from '../support/load.mjs';
import { readProbe } from '../support/probe.mjs';
import { rssParts, rssPartsLine } from '../support/rss-parts.mjs';

const long = process.argv.includes('--long');

async function shopPaths() {
  const xml = await fetch(`${base}/sitemap.xml`).then((r) => r.text());
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]);
  const products = paths.filter((p) => p.startsWith('/san-pham/'));
  const step = Math.max(1, Math.floor(products.length / 500));
  return [...paths.filter((p) => !p.startsWith('/san-pham/')), ...products.filter((_, i) => i % step === 0).slice(0, 500)];
}

async function mixedRun(server, shop, paths, minutes) {
  const file = join(scratch('memory'), 'paths.json');
  writeFileSync(file, JSON.stringify(paths));
  const script = new URL('../load/mixed-shoppers.mjs', import.meta.url).pathname;
  const child = track(spawn(process.execPath, [script, String(minutes * 60), '20', String(shop.benchProductId), file], { stdio: ['ignore', 'pipe', 'inherit'] }));
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const ticksBefore = processTicks(server.pid).ticks;
  const samples = [];
  const sampler = setInterval(() => samples.push(memorySample(server)), 10_000);
  await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  const readings = await Promise.all(samples);
  const counts = JSON.parse(out.trim() || '{}');
  const actions = Object.entries(counts).reduce((sum, [what, n]) => sum + (what === 'failed' ? 0 : n), 0);
  const cpuMs = (processTicks(server.pid).ticks - ticksBefore) * 10;
  console.log(`mixed run ${minutes} min, 20 shoppers: ${JSON.stringify(counts)}; server CPU per action ${(cpuMs / actions).toFixed(2)} ms (what a GC setting costs, decision 078)`);
  for (const [label, pick] of Object.entries(sampleParts)) console.log(`${label} every 10 s (MB): ${readings.map(pick).join(' ')}`);
  const rss = readings.map((r) => r.rss);
  spread('after the first 10 s', rss.slice(1)); // caches fill and the JIT warms meanwhile
  spread('after the first minute', rss.slice(6));
  console.log(`memory after the run (MB): ${JSON.stringify((await readProbe(server)).memoryMb[0])}; ${rssPartsLine(server.pid)}`);
}

// Where each sample's RSS lies, so that a climb can be put down to V8's heap, glibc's arenas or something else.
async function memorySample(server) {
  const rss = rssMb(server.pid);
  const parts = rssParts(server.pid);
  const heap = (await readProbe(server)).memoryMb[0];
  return { rss, ...parts, heapTotal: heap.heapTotal, external: heap.external };
}

const sampleParts = {
  RSS: (r) => r.rss,
  'V8 heap committed': (r) => r.heapTotal,
  'V8 external': (r) => r.external,
  'glibc main arena': (r) => r.arena,
  'anonymous mappings': (r) => r.anonymous,
};

function spread(label, settled) {
  const [min, max] = [Math.min(...settled), Math.max(...settled)];
  const drift = ((settled.at(-1) - settled[0]) / settled[0]) * 100;
  console.log(`${label}: min ${min} MB, max ${max} MB (spread ${(((max - min) / min) * 100).toFixed(1)} %), drift first→last ${drift.toFixed(1)} %`);
}

// What a browser sends (Chromium's header): each kept page is then sent from its gzip or brotli bytes.
const asBrowsers = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function loadThenIdle(server, paths, label, headers, atRest) {
  console.log(`${label}: server RSS at rest: ${atRest} MB`);
  const r = await loadFrom(server.pid, base + paths[0], { requests: paths.map((path) => ({ path })), headers });
  console.log(`  after 10 s on ${paths.length} pages (${r.rps} req/s): ${rssMb(server.pid)} MB; ${JSON.stringify((await readProbe(server)).memoryMb[0])}; ${rssPartsLine(server.pid)}`);
  // A process gone quiet collects once, 5–10 s after the load (decision 075): what an idle process keeps.
  const idle = [];
  for (let second = 0; second < 15; second++) idle.push(await new Promise((resolve) => setTimeout(() => resolve(rssMb(server.pid)), 1000)));
  console.log(`  each second of the next 15, idle: ${idle.join(' ')} MB; ${JSON.stringify((await readProbe(server)).memoryMb[0])}; ${rssPartsLine(server.pid)}`);
}

export default async function memory() {
  const shop = catalogue(10_000);
  let paths;
  for (const [label, headers] of [['asked as browsers ask (gzip, br)', asBrowsers], ['asked without Accept-Encoding', undefined]]) {
    const server = await startServer(shop.dataDir);
    try {
      const atRest = rssMb(server.pid);
      paths ??= await shopPaths();
      await loadThenIdle(server, paths, label, headers, atRest);
      if (headers && long) await mixedRun(server, shop, paths, 5);
    } finally {
      await stopServer(server);
    }
  }
  if (!long) console.log('(`npm run bench -- memory --long` adds the 5-minute mixed run, after the load asked as browsers ask)');
}
