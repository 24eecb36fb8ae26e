// One process against one per core (issue 10 target 4): the product page (page cache off) and a page-cache hit on
// the 10,000-product catalogue with WEB_CONCURRENCY=1 and with WEB_CONCURRENCY=<cores>. When the server forks no
// workers (before decision 050), only the single-process figures are printed.
import { availableParallelism } from 'node:os';
import { catalogue, demoFacts, load, startServer, stopServer } from '../support.mjs';
import { busyMark } from '../support/load.mjs';
import { processTree } from '../support/cpu.mjs';

async function measure(shop, processes, pages) {
  const results = {};
  for (const [label, { path, pageCacheSeconds }] of Object.entries(pages)) {
    const server = await startServer(shop.dataDir, { pageCacheSeconds, env: { WEB_CONCURRENCY: String(processes) } });
    try {
      // The first answer may come from one worker while the other still warms its pages: wait for every one.
      for (let i = 0; i < 300 && server.listening < processes; i++) await new Promise((r) => setTimeout(r, 100));
      const tree = processTree(server.pid).length;
      const serving = tree > 1 ? tree - 1 : 1; // a primary that forked workers serves nothing itself
      const served = await load(server, path);
      results[label] = { ...served, serving };
    } finally {
      await stopServer(server);
    }
  }
  return results;
}

export default async function processes() {
  const facts = demoFacts();
  const shop = catalogue(10_000);
  const cores = availableParallelism();
  const pages = {
    'product (page cache off)': { path: `/san-pham/${facts.colourSwatchProductSlug}/`, pageCacheSeconds: 0 },
    'product (page cache hit)': { path: `/san-pham/${facts.colourSwatchProductSlug}/`, pageCacheSeconds: 30 },
  };
  const single = await measure(shop, 1, pages);
  const all = await measure(shop, cores, pages);
  const clustered = Object.values(all).some((r) => r.serving > 1);
  for (const label of Object.keys(pages)) {
    const one = single[label];
    const line = `${label.padEnd(26)} 1 process ${String(one.rps).padStart(6)} req/s (p99 ${one.p99} ms)${busyMark(one.others)}`;
    if (!clustered) {
      console.log(`${line}  | single process only: WEB_CONCURRENCY=${cores} started no workers`);
      continue;
    }
    const many = all[label];
    console.log(`${line}  | ${many.serving} processes ${String(many.rps).padStart(6)} req/s (p99 ${many.p99} ms)${busyMark(many.others)}  → ${(many.rps / one.rps).toFixed(2)}×`);
  }
}
