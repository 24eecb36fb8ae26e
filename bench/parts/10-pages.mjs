// Pages: the JavaScript a phone loads at open and the upper bound of every island, then throughput and latency of
// the product and listing pages with the page cache on and off, against the bare-render ceiling, for the demo
// catalogue and a generated 10,000-product one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { base, catalogue, demoFacts, headlessChromium, load, rssMb, startServer, stopServer, tsx } from '../support.mjs';

// What a phone loads when it opens the page and does nothing: every script response, gzipped as served.
async function jsLoadedByBrowser(path) {
  const page = await (await headlessChromium()).newPage({ viewport: { width: 375, height: 800 } });
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

async function measureLoad(pages, dataDir, label) {
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

export default async function pages() {
  const facts = demoFacts();
  const pages = { home: '/', listing: '/cua-hang/', product: `/san-pham/${facts.colourSwatchProductSlug}/` };
  for (const [name, extra] of [['demo', 0], ['10k', 10_000]]) {
    const { dataDir, products } = catalogue(extra);
    console.log(`\n== catalogue '${name}': ${products} products ==`);
    let server = await startServer(dataDir);
    try {
      for (const [page, path] of Object.entries(pages)) {
        const html = await fetch(base + path).then((r) => r.text());
        const js = jsShipped(html);
        const loaded = await jsLoadedByBrowser(path);
        console.log(`JS of ${page.padEnd(7)} loaded by a phone at open ${String(loaded).padStart(5)} KB gzip; all its islands ${String(js.kb).padStart(5)} KB  (${js.islands || 'no islands'})`);
      }
      await measureLoad(pages, dataDir, ' (page cache on)');
      console.log(`server RSS after load: ${rssMb(server.pid)} MB`);
      await stopServer(server);
      server = await startServer(dataDir, { pageCacheSeconds: 0 });
      await measureLoad(pages, dataDir, ' (page cache off)');
      console.log(`server RSS after load: ${rssMb(server.pid)} MB`);
    } finally {
      await stopServer(server);
    }
  }
}
