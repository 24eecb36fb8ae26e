// `node bench/profile.mjs [scenario …]` (after `npm run build`): runs the built server under `node --cpu-prof`
// through 10 s of load (50 connections, from a separate process) in each scenario, keeps the profile under
// bench-data/profiles/ (open it in Chrome DevTools) and prints where the time went (bench/profile/summary.mjs).
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { base, catalogue, demoFacts, removeCatalogues, startServer, stopServer } from './support.mjs';
import { loadFrom } from './support/load.mjs';
import { scaleCatalogue } from './support/scale-catalogues.mjs';
import { killAll } from './support/children.mjs';
import { searchLoad } from './support/searches.mjs';
import { summarise } from './profile/summary.mjs';

const facts = demoFacts();
// A live search at 1M takes seconds: fewer connections, and time enough for each answer.
const search = searchLoad(10);
const product = `/san-pham/${facts.colourSwatchProductSlug}/`;
const scenarios = {
  'cache-hit': { shop: () => catalogue(10_000), path: product, pageCacheSeconds: 30 },
  product: { shop: () => catalogue(10_000), path: product, pageCacheSeconds: 0 },
  listing: { shop: () => catalogue(10_000), path: '/cua-hang/', pageCacheSeconds: 0 },
  home: { shop: () => catalogue(10_000), path: '/', pageCacheSeconds: 0 },
  robots: { shop: () => catalogue(10_000), path: '/robots.txt', pageCacheSeconds: 30 },
  'search-100k': { shop: () => scaleCatalogue('100k', 'sqlite'), path: search.requests[0].path, pageCacheSeconds: 30, options: search },
  'search-100k-pg': { shop: () => scaleCatalogue('100k', 'postgres'), path: search.requests[0].path, pageCacheSeconds: 30, options: search },
  'search-1m': { shop: () => scaleCatalogue('1m', 'sqlite'), path: search.requests[0].path, pageCacheSeconds: 30, options: search },
};

process.once('SIGINT', () => (killAll(), removeCatalogues(), process.exit(130)));
const outDir = resolve('bench-data/profiles');
mkdirSync(outDir, { recursive: true });
const wanted = process.argv.slice(2);
try {
  for (const [name, s] of Object.entries(scenarios).filter(([n]) => !wanted.length || wanted.includes(n))) {
    const shop = await s.shop();
    const dir = join(outDir, `${name}.tmp`);
    rmSync(dir, { recursive: true, force: true });
    const server = await startServer(shop.dataDir, { pageCacheSeconds: s.pageCacheSeconds, databaseUrl: shop.databaseUrl, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
    let served;
    try {
      served = await loadFrom(server.pid, base + s.path, s.options);
    } finally {
      await stopServer(server);
    }
    const file = join(outDir, `${name}.cpuprofile`);
    renameSync(join(dir, readdirSync(dir)[0]), file);
    rmSync(dir, { recursive: true, force: true });
    console.log(`\n##### ${name}: ${s.path} on ${shop.products} products, ${served.rps} req/s, p50 ${served.p50} ms, p99 ${served.p99} ms  (${file})`);
    summarise(file);
  }
} finally {
  removeCatalogues();
}
