// Pages: the JavaScript a phone loads at open and the upper bound of every island, then throughput, tails and
// event-loop delay of the home, listing and product pages and robots.txt, each beside its baseline measured in
// the same run: page-cache hits against bare node:http sending the same bytes (issue 10 target 1), uncached
// pages against bare renderToString over HTTP (target 2); for the demo catalogue and a 10,000-product one.
import { base, catalogue, demoFacts, rssMb, scratch, startServer, stopServer } from '../support.mjs';
import { jsLoadedByBrowser, jsShipped } from '../support/js-size.mjs';
import { versusBareBytes, versusBareRender } from '../support/versus.mjs';

export default async function pages() {
  const facts = demoFacts();
  const pages = { home: '/', listing: '/cua-hang/', product: `/san-pham/${facts.colourSwatchProductSlug}/` };
  const workDir = scratch('pages');
  for (const [name, extra] of [['demo', 0], ['10k', 10_000]]) {
    const shop = catalogue(extra);
    console.log(`\n== catalogue '${name}': ${shop.products} products ==`);
    let server = await startServer(shop.dataDir);
    try {
      for (const [page, path] of Object.entries(pages)) {
        const html = await fetch(base + path).then((r) => r.text());
        const js = jsShipped(html);
        const loaded = await jsLoadedByBrowser(path);
        console.log(`JS of ${page.padEnd(7)} loaded by a phone at open ${String(loaded).padStart(5)} KB gzip; all its islands ${String(js.kb).padStart(5)} KB  (${js.islands || 'no islands'})`);
      }
      for (const [page, path] of Object.entries(pages)) await versusBareBytes(server, `${page} (page cache hit)`, path, workDir);
      await versusBareBytes(server, 'product (hit, gzip as browsers)', pages.product, workDir, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      await versusBareBytes(server, 'robots.txt (never cached)', '/robots.txt', workDir);
      console.log(`server RSS after load: ${rssMb(server.pid)} MB`);
      await stopServer(server);
      server = await startServer(shop.dataDir, { pageCacheSeconds: 0 });
      for (const [page, path] of Object.entries(pages)) {
        await versusBareRender(server, `${page} (page cache off)`, path, shop, workDir);
      }
      console.log(`server RSS after load: ${rssMb(server.pid)} MB`);
    } finally {
      await stopServer(server);
    }
  }
}
