// A mixed load from its own process: `shoppers` at once, each in a loop of what shoppers do: browse product and
// listing pages (60 %), search live (20 %), add to cart and look at the cart (15 %), check out (5 %).
// Usage: node mixed-shoppers.mjs <seconds> <shoppers> <productId> <paths.json>; prints counts as JSON.
import { readFileSync } from 'node:fs';
import { base } from '../support.mjs';
import { liveSearchPath, typedSearches } from '../support/searches.mjs';
import { checkoutOnce, shopperWithCart } from '../support/shopper.mjs';

const [seconds, shoppers, productId] = process.argv.slice(2, 5).map(Number);
const paths = JSON.parse(readFileSync(process.argv[5], 'utf8'));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const counts = { browse: 0, search: 0, cart: 0, checkout: 0, failed: 0 };

async function get(path, cookie) {
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {} });
  await res.arrayBuffer();
  if (!res.ok) counts.failed++;
}

async function step() {
  const roll = Math.random();
  if (roll < 0.6) {
    counts.browse++;
    return get(pick(paths));
  }
  if (roll < 0.8) {
    counts.search++;
    return get(liveSearchPath(pick(typedSearches)));
  }
  if (roll < 0.95) {
    counts.cart++;
    return get('/gio-hang/', await shopperWithCart(productId));
  }
  counts.checkout++;
  if (!(await checkoutOnce(productId))) counts.failed++;
}

const until = Date.now() + seconds * 1000;
await Promise.all(
  Array.from({ length: shoppers }, async () => {
    while (Date.now() < until) await step().catch(() => counts.failed++);
  }),
);
console.log(JSON.stringify(counts));
