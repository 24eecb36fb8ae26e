// Tails (issue 10 target 3) beyond one page at a time: on the 100,000-product catalogue (SQLite), product-page
// cache hits alone (beside bare node:http sending the same bytes), then the same while two shoppers search live,
// then while 40 connections ask for pages no cache answers: SQLite runs each statement synchronously on the event
// loop, so a slow statement or a render holds every other request (decision 062 starts one per loop turn). Prints
// p50, p99, max and the loop's delay.
import { base, demoFacts, load, scratch, startServer, stopServer } from '../support.mjs';
import { busyMark, loadFrom } from '../support/load.mjs';
import { tailsLine } from '../support/probe.mjs';
import { scaleCatalogue } from '../support/scale-catalogues.mjs';
import { liveSearchPath, searchLoad, typedSearches } from '../support/searches.mjs';
import { versusBareBytes } from '../support/versus.mjs';

const line = (label, r) => `${label.padEnd(44)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms (${(r.p99 / Math.max(1, r.p50)).toFixed(1)}× p50)  max ${r.max} ms${busyMark(r.others)}`;
// Answers slower than this are the figure here, not a failed run.
const patient = { timeout: 60 };

export default async function tails() {
  const product = `/san-pham/${demoFacts().colourSwatchProductSlug}/`;
  const shop = await scaleCatalogue('100k', 'sqlite');
  const server = await startServer(shop.dataDir, { databaseUrl: shop.databaseUrl });
  try {
    // Beside bare node:http sending the same bytes under the same load: the tail the machine itself allows.
    await versusBareBytes(server, `product hit, ${shop.products} products`, product, scratch('tails'));
    const [beside, search] = await Promise.all([load(server, product, patient), loadFrom(server.pid, base + liveSearchPath(typedSearches[0]), searchLoad(2))]);
    console.log(line('  the same while 2 shoppers search live', beside));
    console.log(`${''.padEnd(44)} ${tailsLine(beside.probe)}`);
    console.log(line('  their live searches', search));
    // An unknown query parameter makes a page no cache keeps (page-cache-key.server.ts): each one is rendered.
    const [amid, renders] = await Promise.all([load(server, product, { ...patient, connections: 10 }), loadFrom(server.pid, `${base}${product}?bench=uncached`, { ...patient, connections: 40 })]);
    console.log(line('  the same (10 connections) while 40 render', amid));
    console.log(`${''.padEnd(44)} ${tailsLine(amid.probe)}`);
    console.log(line('  their uncached product pages', renders));
  } finally {
    await stopServer(server);
  }
}
