// Two builds of the server under the same load, alternated (decision 062): `node bench/probe/before-after.mjs
// dist-before dist [rounds]` with each folder a full `npm run build` output inside the checkout (the server
// resolves node_modules from it). Prints, per build and run, req/s, p50/p99, the server's CPU per request
// (utime+stime from /proc over the run), the loop delay and the CPU between timer ticks from the probe.
// PARTS=uncached,hits,mixed (default all), PAGES=product,listing for the uncached part; BENCH_POSTGRES_URL set: the 1k catalogue on PostgreSQL, else 10k SQLite.
import { loadavg } from 'node:os';
import { base, catalogue, demoFacts, removeCatalogues, startServer, stopServer } from '../support.mjs';
import { busyMark, loadFrom } from '../support/load.mjs';
import { processTicks } from '../support/cpu.mjs';
import { readProbe, resetProbe } from '../support/probe.mjs';
import { scaleCatalogue } from '../support/scale-catalogues.mjs';

const [, , ...args] = process.argv;
const builds = args.filter((a) => !/^\d+$/.test(a));
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 2);
const parts = (process.env.PARTS ?? 'uncached,hits,mixed').split(',');
const shop = process.env.BENCH_POSTGRES_URL ? await scaleCatalogue('1k', 'postgres') : catalogue(10000);
const product = `/san-pham/${demoFacts().colourSwatchProductSlug}/`;
// PAGES=home,product,listing: the uncached pages measured (default the product page).
const uncachedPages = { home: '/', product, listing: '/cua-hang/' };
const pages = (process.env.PAGES ?? 'product').split(',');
const patient = { timeout: 60 };

const line = (label, r) => `${label.padEnd(40)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms (${(r.p99 / Math.max(1, r.p50)).toFixed(1)}×)`;
const probeLine = (p) => `loop delay p99 ${p.loopDelay.p99} ms, CPU between 10 ms ticks p99 ${p.loopCpu.p99} ms, GC longest ${p.gc.maxMs} ms`;

// One 10 s load on the server, with its CPU per request: 10 ms a tick, over the requests answered (loadFrom's
// 50 warm-up requests included).
async function measured(label, server, path) {
  await resetProbe(server);
  const before = processTicks(server.pid).ticks;
  const r = await loadFrom(server.pid, base + path, patient);
  const cpu = ((processTicks(server.pid).ticks - before) * 10) / (r.rps * 10 + 50);
  return `${line(label, r)}  CPU ${cpu.toFixed(3)} ms/request  ${probeLine(await readProbe(server))}${busyMark(r.others)}`;
}

console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${shop.databaseUrl}`);
process.on('exit', removeCatalogues);
for (let round = 0; round < rounds; round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    // Node runs the first script it is given: the build's; startServer's own dist/server/main.js is left unread.
    const start = (pageCacheSeconds) => startServer(shop.dataDir, { pageCacheSeconds, databaseUrl: shop.databaseUrl, nodeArgs: [`${build}/server/main.js`] });
    if (parts.includes('uncached')) {
      const server = await start(0);
      for (const page of pages) console.log(await measured(`${build} uncached ${page}`, server, uncachedPages[page]));
      await stopServer(server);
    }
    if (!parts.includes('hits') && !parts.includes('mixed')) continue;
    const server = await start(300);
    if (parts.includes('hits')) console.log(await measured(`${build} cache hits`, server, product));
    if (parts.includes('mixed')) {
      await resetProbe(server);
      // An unknown query parameter makes a page no cache keeps: each of those is rendered.
      const [hits, renders] = await Promise.all([loadFrom(server.pid, base + product, { ...patient, connections: 10 }), loadFrom(server.pid, `${base}${product}?bench=uncached`, { ...patient, connections: 40 })]);
      console.log(line(`${build} cache hits (10) beside renders`, hits));
      console.log(`${line(`${build} renders (40)`, renders)}  ${probeLine(await readProbe(server))}${busyMark(renders.others)}`);
    }
    await stopServer(server);
  }
}
