// Page-cache hits beside bare node:http sending the same bytes, under the same load, alternated (decision 049's
// tails section): `node bench/probe/hits-beside-bare.mjs [rounds] [node flags for the shop…]` on the 100k SQLite
// catalogue, PAGES=product,listing,home by default. Per run: req/s, p50/p99 and their ratio, CPU per request
// (utime+stime from /proc over the run), the loop delay, the CPU between 10 ms ticks and the GC pauses.
import { loadavg } from 'node:os';
import { base, demoFacts, removeCatalogues, scratch, startServer, stopServer } from '../support.mjs';
import { baselineBase, startBareBytes, stopBaseline } from '../support/baselines.mjs';
import { busyMark, loadFrom } from '../support/load.mjs';
import { processTicks } from '../support/cpu.mjs';
import { readProbe, resetProbe } from '../support/probe.mjs';
import { scaleCatalogue } from '../support/scale-catalogues.mjs';

const rounds = Number(process.argv[2] ?? 3);
const nodeArgs = process.argv.slice(3);
const paths = { product: `/san-pham/${demoFacts().colourSwatchProductSlug}/`, listing: '/cua-hang/', home: '/' };
const pages = (process.env.PAGES ?? 'product,listing,home').split(',');

// One 10 s load; CPU per request over the requests answered (loadFrom's 50 warm-up requests included).
async function measured(label, target, pid, url) {
  await resetProbe(target);
  const before = processTicks(pid).ticks;
  const r = await loadFrom(pid, url);
  const cpu = ((processTicks(pid).ticks - before) * 10) / (r.rps * 10 + 50);
  const p = await readProbe(target);
  const tail = `p50 ${r.p50} ms p99 ${r.p99} ms (${(r.p99 / Math.max(1, r.p50)).toFixed(1)}×) max ${r.max} ms`;
  const probe = `loop delay p99 ${p.loopDelay.p99} ms, CPU between ticks p99 ${p.loopCpu.p99} ms, GC ${p.gc.count}× ${Math.round(p.gc.ms)} ms longest ${p.gc.maxMs} ms`;
  return `${label.padEnd(18)} ${String(r.rps).padStart(6)} req/s  ${tail}  CPU ${cpu.toFixed(3)} ms/request  ${probe}${busyMark(r.others)}`;
}

const shop = await scaleCatalogue('100k', 'sqlite');
const server = await startServer(shop.dataDir, { databaseUrl: shop.databaseUrl, pageCacheSeconds: 3600, nodeArgs });
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; shop's node flags: ${nodeArgs.join(' ') || 'none'}`);
try {
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) {
      const bare = await startBareBytes(base + paths[page], scratch('hits-beside-bare'));
      for (const who of round % 2 ? ['bare', 'shop'] : ['shop', 'bare']) {
        const label = `${round} ${page} ${who}`;
        if (who === 'shop') console.log(await measured(label, server, server.pid, base + paths[page]));
        else console.log(await measured(label, bare, bare.proc.pid, baselineBase + paths[page]));
      }
      await stopBaseline(bare);
    }
  }
} finally {
  await stopServer(server);
  removeCatalogues();
}
