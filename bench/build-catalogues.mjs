// Builds (or finishes) the bench's large catalogues ahead of a run, outside any timing, with the project's Node:
// `node_modules/.bin/node bench/build-catalogues.mjs 100k,1m [sqlite|postgres]`. Each commits every 50,000
// products; stopped, run it again and it goes on. Kept under DATA_DIR/bench-catalogues (and BENCH_POSTGRES_URL's).
import { scaleCatalogue, sizes } from './support/scale-catalogues.mjs';

const wanted = (process.argv[2] ?? '1k,100k').split(',');
const dialects = process.argv[3] ? [process.argv[3]] : ['sqlite', 'postgres'];
for (const size of wanted) {
  if (!(size in sizes)) throw new Error(`unknown size ${size}: one of ${Object.keys(sizes).join(', ')}`);
  for (const dialect of dialects) {
    const started = Date.now();
    const shop = await scaleCatalogue(size, dialect);
    if (shop) console.log(`${size} on ${dialect}: ${shop.products} products in ${shop.dataDir} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
}
