import { openDatabase } from '../src/db/index.server';
import { countListing, listingPageIds } from '../src/features/catalogue/listing-queries.server';
const d = await openDatabase(process.argv[2]);
const best = async (f: () => Promise<unknown>) => { let b = 1e9; for (let i = 0; i < 7; i++) { const t = performance.now(); await f(); b = Math.min(b, performance.now() - t); } return b.toFixed(2); };
const cats = await d.db.selectFrom('categories').select(['id', 'parent_id']).execute();
const women = { categoryIds: [1, ...cats.filter((c) => c.parent_id === 1).map((c) => c.id)] };
for (const [label, filter] of [['shop', {}], ['women', women]] as const) {
  const total = await countListing(d.db, filter);
  const last = Math.floor((total - 1) / 12) * 12;
  console.log(label, total, 'first', await best(() => listingPageIds(d.db, filter, 'menu_order', 0, 12, total)), 'last', await best(() => listingPageIds(d.db, filter, 'menu_order', last, 12, total)),
    'middle', await best(() => listingPageIds(d.db, filter, 'menu_order', Math.floor(total / 24) * 12, 12, total)),
    'count(uncached)', await best(() => countListing.call ? (countListing as any)(d.db, { ...filter }) : 0));
}
await d.close();
