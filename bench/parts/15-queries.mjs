// SQL statements per page and per contract call (issue 10 target 2: no query per card or per variation), counted
// by the probe preloaded into the server, one request at a time, on the 10,000-product catalogue (SQLite) and, when
// BENCH_POSTGRES_URL is set, on the 1,000-product scale catalogue on PostgreSQL. `--sql` prints the statements.
import { base, catalogue, demoFacts, startServer, stopServer } from '../support.mjs';
import { readProbe, resetProbe } from '../support/probe.mjs';
import { scaleCatalogue } from '../support/scale-catalogues.mjs';
import { formHeaders, shopperWithCart } from '../support/shopper.mjs';

const showSql = process.argv.includes('--sql');

function requests(facts, productId, cookie) {
  const ajax = (endpoint, body, withCart = true) => ({ path: `/?wc-ajax=${endpoint}`, method: 'POST', body, cart: withCart });
  return [
    ['home', { path: '/' }],
    ['listing (shop, page 1)', { path: '/cua-hang/' }],
    ['listing (category, page 2)', { path: `/danh-muc-san-pham/${facts.categorySlugs.women}/page/2/` }],
    ['product (variable, swatches)', { path: `/san-pham/${facts.colourSwatchProductSlug}/` }],
    ['product (36 variations)', { path: `/san-pham/${facts.manyVariationsSlug}/` }],
    ['product (simple)', { path: `/san-pham/${facts.simpleProductSlug}/` }],
    ['search results page', { path: `/?s=${encodeURIComponent('áo sơ mi')}&post_type=product` }],
    ['live search (ajax)', { path: `/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=${encodeURIComponent('ao so mi')}` }],
    ['robots.txt', { path: '/robots.txt' }],
    ['cart page (1 line)', { path: '/gio-hang/', cart: true }],
    ['checkout page (1 line)', { path: '/thanh-toan/', cart: true }],
    ['add_to_cart (shopper with cart)', ajax('add_to_cart', `product_id=${productId}&quantity=1`)],
    ['get_refreshed_fragments', ajax('get_refreshed_fragments', 'time=1')],
    ['update_order_review', ajax('update_order_review', 'billing_province=01')],
  ].map(([label, r]) => [label, { ...r, headers: { ...(r.body ? formHeaders : {}), origin: base, ...(r.cart ? { cookie } : {}) } }]);
}

const send = (r) => fetch(base + r.path, { method: r.method ?? 'GET', headers: r.headers, body: r.body });

// Each request is sent once to warm the caches a running shop has warm (settings, menus, counts), then counted.
async function countPerRequest(server, facts, productId) {
  const cookie = await shopperWithCart(productId);
  for (const [label, r] of requests(facts, productId, cookie)) {
    await (await send(r)).arrayBuffer();
    await resetProbe(server);
    const res = await send(r);
    await res.arrayBuffer();
    const probe = await readProbe(server);
    const ms = probe.statements.reduce((s, q) => s + q.ms, 0);
    console.log(`${label.padEnd(34)} ${String(probe.queryCount).padStart(3)} statements (${probe.statements.length} distinct), ${ms.toFixed(2)} ms in SQL  [HTTP ${res.status}]`);
    if (showSql) for (const q of probe.statements) console.log(`      ${q.count}× ${q.ms.toFixed(2)} ms  ${q.sql.slice(0, 160)}`);
  }
}

export default async function queries() {
  const facts = demoFacts();
  const shop = catalogue(10_000);
  console.log(`\n== SQLite, ${shop.products} products (page cache off) ==`);
  let server = await startServer(shop.dataDir, { pageCacheSeconds: 0 });
  try {
    await countPerRequest(server, facts, shop.benchProductId);
  } finally {
    await stopServer(server);
  }
  const pg = await scaleCatalogue('1k', 'postgres');
  if (!pg) return console.log('\nPostgreSQL: set BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/bench) to count there too');
  console.log(`\n== PostgreSQL, ${pg.products} products (page cache off) ==`);
  server = await startServer(pg.dataDir, { pageCacheSeconds: 0, databaseUrl: pg.databaseUrl });
  try {
    await countPerRequest(server, facts, pg.benchProductId);
  } finally {
    await stopServer(server);
  }
}
