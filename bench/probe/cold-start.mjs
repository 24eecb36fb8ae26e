// Decision 074: `node bench/probe/cold-start.mjs <build> [<build>…] [rounds]` (builds as for before-after.mjs;
// SIZE=100k or 1m, WAIT=ms before the first visit). Drops the SQLite catalogue's file from the OS cache
// (`dd iflag=nocache`), starts each build on it, waits, and prints how much of the file the OS holds then and the
// server times of the first visits: each typed live search, 10 random products and 10 listing pages spread over the
// shop, the builds alternated.
import { execSync } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import { lastListingPage, percentile, startServer, stopServer } from '../support.mjs';
import { scaleCatalogue } from '../support/scale-catalogues.mjs';
import { liveSearchPath, typedSearches } from '../support/searches.mjs';
import { serverTimes } from '../support/server-time.mjs';

const args = process.argv.slice(2);
const builds = args.filter((a) => !/^\d+$/.test(a));
const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 2);
const { dataDir } = await scaleCatalogue(process.env.SIZE ?? '100k', 'sqlite');
const file = `${dataDir}/shop.db`;
const wait = Number(process.env.WAIT ?? 1000);

// Picked before the file is dropped; each start visits products of its own.
const catalogue = new DatabaseSync(file, { readOnly: true });
const slugs = catalogue
  .prepare(`select slug from products where status = 'publish' and type in ('simple', 'variable') order by random() limit ?`)
  .all(10 * rounds * builds.length)
  .map((r) => r.slug);
catalogue.close();
const warm = await startServer(dataDir, { pageCacheSeconds: 0 });
const lastPage = await lastListingPage('/cua-hang/');
await stopServer(warm);

const residentMb = () => Number(execSync(`fincore --noheadings --bytes --output RES ${file}`)) / 2 ** 20;
const figures = (times) => `sum ${times.reduce((a, b) => a + b, 0).toFixed(0)} p50 ${percentile(times, 50)} max ${Math.max(...times)}`;

for (let round = 0, start = 0; round < rounds; round++) {
  for (const build of round % 2 ? [...builds].reverse() : builds) {
    execSync(`dd if=${file} iflag=nocache count=0 2>/dev/null`);
    const log = [];
    const server = await startServer(dataDir, { pageCacheSeconds: 0, log, nodeArgs: [`${build}/server/main.js`] });
    await new Promise((resolve) => setTimeout(resolve, wait));
    const held = residentMb();
    // Pages 2 to the last, spread; each round another spread.
    const pages = Array.from({ length: 10 }, (_, i) => `/cua-hang/page/${2 + ((i * 7919 + round * 104729) % (lastPage - 1))}/`);
    const products = slugs.slice(start, (start += 10)).map((s) => `/san-pham/${s}/`);
    const paths = [...typedSearches.map(liveSearchPath), ...products, ...pages];
    const times = await serverTimes(log, paths, { count: paths.length, seconds: 120 });
    const n = typedSearches.length;
    const parts = `searches ${figures(times.slice(0, n))} | products ${figures(times.slice(n, n + 10))} | listings ${figures(times.slice(n + 10))}`;
    console.log(`${build.padEnd(18)} file held ${held.toFixed(0)} MB after ${wait} ms | ${parts} (ms)`);
    await stopServer(server);
  }
}
