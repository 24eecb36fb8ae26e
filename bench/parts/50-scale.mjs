// Scale of data (issue 10 target 5): on catalogues of 1k, 100k and 1M generated products (built once under
// DATA_DIR/bench-catalogues), on SQLite and (with BENCH_POSTGRES_URL) PostgreSQL, the server time of the live
// search (p95), the home page, a product page, the first, middle and last listing page (p50) and a category's
// product count (mean over a visit of each category, from the probe: a first visit after a change counts, a later
// one reads the stored count), each page visited once, each figure as a time and a ratio to the 1k catalogue; then the SQL statements of
// one such page on its first visit, the event loop's longest delay and the server's RSS. Page cache off. The sizes
// are measured in turns over several rounds; each figure is the median round's.
import { base, demoFacts, lastListingPage, startServer, stopServer } from '../support.mjs';
import { processTree, watchOthers } from '../support/cpu.mjs';
import { busyMark } from '../support/load.mjs';
import { readProbe, resetProbe } from '../support/probe.mjs';
import { scaleCatalogue } from '../support/scale-catalogues.mjs';
import { liveSearchPath, typedSearches } from '../support/searches.mjs';
import { p50, p95, serverTimes } from '../support/server-time.mjs';

const searchPaths = typedSearches.map(liveSearchPath);

// Mean time of a category count's statements over one visit of each category: counting itself, or (decision 051)
// reading the stored count and the change number.
async function categoryCountMs(server, facts) {
  await resetProbe(server);
  for (const slug of Object.values(facts.categorySlugs)) await fetch(`${base}/danh-muc-san-pham/${slug}/`).then((r) => r.arrayBuffer());
  const counts = (await readProbe(server)).statements.filter((q) => (/count\(\*\)/i.test(q.sql) && /product_categories/.test(q.sql)) || /listing_counts|catalogue_changes/.test(q.sql));
  const categories = Object.keys(facts.categorySlugs).length;
  return counts.length ? counts.reduce((s, q) => s + q.ms, 0) / categories : NaN;
}

const once = (paths) => ({ count: paths.length, seconds: 120 });

// Products of the generated catalogue, from the shop's listing pages after the first.
async function productPaths(count) {
  const found = new Set();
  for (let page = 2; found.size < count && page < 20; page++) {
    const html = await fetch(`${base}/cua-hang/page/${page}/`).then((r) => r.text());
    for (const m of html.matchAll(/href="(\/san-pham\/[^/"]+\/)"/g)) if (found.size < count) found.add(m[1]);
  }
  return [...found];
}

async function measure(shop, facts, full, round) {
  const log = [];
  const server = await startServer(shop.dataDir, { pageCacheSeconds: 0, log, databaseUrl: shop.databaseUrl });
  const others = watchOthers(processTree(server.pid), shop.databaseUrl.startsWith('postgres') ? ['postgres'] : []);
  try {
    const figures = {};
    if (full) {
      // A process's first visit counts and stores the count when the catalogue changed since the last count (a freshly
      // built catalogue has none), else reads the stored one; a later visit reads it, which is what shoppers meet.
      // Only the first round's: later rounds find the count the first one stored.
      const firstVisit = await categoryCountMs(server, facts);
      if (round === 0) figures['category count, first visit'] = firstVisit;
      // The process remembers a count 10 s (countListing): past that, the page reads the stored one.
      await new Promise((resolve) => setTimeout(resolve, 10_500));
      figures['category count (mean)'] = await categoryCountMs(server, facts);
      // Its shelves are read again once the process's few seconds of keeping them are over (the wait above); a
      // walk for a shelf few products fill took 4.4 s at 1M on PostgreSQL (decision 048, part K).
      figures['home page'] = p50(await serverTimes(log, ['/'], once(['/'])));
    }
    const searchTimes = await serverTimes(log, searchPaths, { count: 80, seconds: 40 });
    figures['live search p95'] = p95(searchTimes);
    // The first of each search runs on a cold process (its SQL prepared, pages read, code not yet optimised), and
    // those 8 of 80 make up the p95's tail: the same without them is what a running shop answers.
    figures['  after the first of each'] = p95(searchTimes.slice(typedSearches.length));
    // Each typed search's p50 (the requests go round robin): which of them make the p95.
    for (const [i, text] of typedSearches.entries()) figures[`  "${text}" p50`] = p50(searchTimes.filter((_, n) => n % typedSearches.length === i));
    if (!full || process.env.BENCH_SCALE_SEARCH_ONLY) return { figures, others: others() };
    // Each page is visited once: a second visit would be answered from what the process keeps (decision 070), and
    // what is measured here is the reading of a page at this size.
    const products = [...[facts.colourSwatchProductSlug, facts.manyVariationsSlug, facts.simpleProductSlug, facts.imageSwatchProductSlug].map((s) => `/san-pham/${s}/`), ...(await productPaths(36))];
    figures['product page p50'] = p50(await serverTimes(log, products, once(products)));
    const listings = ['/cua-hang/', `/danh-muc-san-pham/${facts.categorySlugs.women}/`];
    const lastPages = await Promise.all(listings.map(lastListingPage));
    // The first and last 10 pages are walked from their end of the order's index, the middle ones read positions.
    // A small catalogue's groups overlap: a page already visited is left out of the later group.
    const visited = new Set();
    const pages = (from) =>
      listings.flatMap((l, i) =>
        Array.from({ length: 10 }, (_, k) => from(i) + k)
          .filter((n) => n >= 1 && n <= lastPages[i])
          .map((n) => (n === 1 ? l : `${l}page/${n}/`))
          .filter((path) => !visited.has(path) && visited.add(path)),
      );
    const first = pages(() => 1);
    figures['first listing page p50'] = p50(await serverTimes(log, first, once(first)));
    const middle = pages((i) => Math.max(1, Math.ceil(lastPages[i] / 2) - 5));
    figures['middle listing page p50'] = p50(await serverTimes(log, middle, once(middle)));
    const last = pages((i) => lastPages[i] - 9);
    figures['last listing page p50'] = p50(await serverTimes(log, last, once(last)));
    const probe = await readProbe(server);
    figures['loop delay max (ms)'] = probe.loopDelay.max;
    figures['RSS (MB)'] = Math.max(...probe.memoryMb.map((m) => m.rss ?? m));
    // Statements of a page's first visit (a later one asks none, decision 070).
    const unvisitedProduct = (await productPaths(37)).at(-1);
    // A category page none of the three groups above visited, if the category has that many pages.
    const unvisitedMiddle = lastPages[1] > 30 ? `${listings[1]}page/${Math.ceil(lastPages[1] / 2) + 5}/` : undefined;
    for (const [name, path] of [['SQL: product page', unvisitedProduct], ['SQL: middle category page', unvisitedMiddle], ['SQL: live search', searchPaths[0]]]) {
      if (!path) continue;
      await resetProbe(server);
      await fetch(base + path).then((r) => r.arrayBuffer());
      figures[name] = (await readProbe(server)).queryCount;
    }
    return { figures, others: others() };
  } finally {
    await stopServer(server);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Sizes measured in turns, `BENCH_SCALE_ROUNDS` rounds (default 3), each on a fresh server: ten pages visited once
// swing by 2× between runs on these machines, so a ratio is the median of the rounds' own ratios, rounds printed.
async function measureInTurns(dialect, facts) {
  const rounds = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);
  const shops = [];
  for (const size of (process.env.BENCH_SCALE_SIZES ?? '1k,100k,1m').split(',')) {
    const shop = await scaleCatalogue(size, dialect);
    if (!shop) break;
    shops.push({ size, shop });
  }
  const columns = shops.map(({ size, shop }) => ({ size, products: shop.products, rounds: [], others: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, { size, shop }] of shops.entries()) {
      const { figures, others } = await measure(shop, facts, size !== '1m', round);
      columns[i].rounds.push(figures);
      columns[i].others.push(others);
    }
  }
  return columns;
}

function printTable(dialect, columns) {
  console.log(`\n== ${dialect}, server time in ms (× the 1k catalogue), median of ${columns[0].rounds.length} rounds in turns ==`);
  console.log(''.padEnd(24) + columns.map((c) => `${c.size} (${c.products})`.padStart(26)).join(''));
  const first = columns[0];
  for (const name of new Set(columns.flatMap((c) => c.rounds.flatMap((r) => Object.keys(r))))) {
    const ratios = [];
    const cells = columns.map((c) => {
      const values = c.rounds.map((r) => r[name]).filter((v) => v !== undefined);
      if (!values.length) return ''.padStart(26);
      const each = c.rounds.map((r, round) => r[name] / first.rounds[round][name]).filter(Number.isFinite);
      const ratio = c === first || name.startsWith('SQL') || !each.length ? '' : ` (${median(each).toFixed(1)}×)`;
      if (ratio) ratios.push(`${c.size} ${each.map((x) => x.toFixed(1)).join('/')}`);
      return `${median(values).toFixed(1)}${ratio}`.padStart(26);
    });
    console.log(name.padEnd(24) + cells.join('') + (ratios.length && first.rounds.length > 1 ? `   rounds ${ratios.join(', ')}` : ''));
  }
  for (const c of columns) for (const others of c.others) if (busyMark(others)) console.log(`  ${c.size}:${busyMark(others)}`);
}

export default async function scale() {
  const facts = demoFacts();
  for (const dialect of ['sqlite', 'postgres']) {
    const columns = await measureInTurns(dialect, facts);
    if (columns.length) printTable(dialect, columns);
    else console.log(`\n${dialect}: set BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/bench) to measure there too`);
  }
}
