// Decision 071: `node bench/probe/search-stall.mjs <build> <dataDir> [words]` (after `npm run build`; e.g.
// `dist` and data/bench-catalogues/100k-sqlite). One shopper presses Enter on words that cannot be looked up, again
// and again, while 10 connections load a product page from the page cache for 8 s: prints the hits' throughput
// and tails, the searches made and the event loop's delay. Run two builds one after the other to compare.
import { base, demoFacts, startServer, stopServer } from '../support.mjs';
import { loadFrom } from '../support/load.mjs';
import { readProbe, resetProbe } from '../support/probe.mjs';

const [build = 'dist', dataDir, words = 'ao be'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: search-stall.mjs <build> <dataDir> [words]');
// Node runs the first script it is given: the build's (as bench/probe/before-after.mjs does).
const server = await startServer(dataDir, { nodeArgs: [`${build}/server/main.js`] });
try {
  const product = `${base}/san-pham/${demoFacts().colourSwatchProductSlug}/`;
  await fetch(product).then((r) => r.text());
  await resetProbe(server);
  let searching = true;
  let searches = 0;
  // Each search its own URL, so the page cache cannot answer it.
  const shopper = (async () => {
    while (searching) await fetch(`${base}/?s=${encodeURIComponent(words)}&post_type=product&n=${searches++}`).then((r) => r.text());
  })();
  const hits = await loadFrom(server.pid, product, { seconds: 8, connections: 10 });
  searching = false;
  await shopper;
  const probe = await readProbe(server);
  console.log(`${build}: product hits ${hits.rps} req/s p50 ${hits.p50} ms p99 ${hits.p99} ms; ${searches} searches of "${words}"; loop delay p99 ${probe.loopDelay.p99} ms max ${probe.loopDelay.max} ms`);
} finally {
  await stopServer(server);
}
