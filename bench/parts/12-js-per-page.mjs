// JavaScript at open per page type (issue 10 target 7: ≤ 80 KB gzip on every page): what a phone loads when it opens
// the page and does nothing. `--files` lists each script loaded.
import { catalogue, demoFacts, startServer, stopServer } from '../support.mjs';
import { jsAtOpen } from '../support/js-size.mjs';

const budgetKb = 80;

export default async function jsPerPage() {
  const facts = demoFacts();
  const { dataDir, benchProductId } = catalogue(0);
  const product = (slug) => `/san-pham/${slug}/`;
  const pages = [
    ['home', '/'],
    ['shop', '/cua-hang/'],
    ['category', `/danh-muc-san-pham/${facts.categorySlugs.women}/`],
    ['search results', `/?s=${encodeURIComponent(facts.search.shirtQuery)}&post_type=product`],
    ['product, simple', product(facts.simpleProductSlug)],
    ['product, select', product(facts.selectOnlyProductSlug)],
    ['product, colours', product(facts.colourSwatchProductSlug)],
    ['product, images', product(facts.imageSwatchProductSlug)],
    ['cart (1 line)', '/gio-hang/', { prime: `/?add-to-cart=${benchProductId}` }],
    ['checkout (1 line)', '/thanh-toan/', { prime: `/?add-to-cart=${benchProductId}` }],
    ['account', '/tai-khoan/'],
    ['contact page', `/${facts.pageSlugs.contact}/`],
    ['blog post', `/tin-tuc/${facts.commentedPostSlug}/`],
    ['wishlist (1 item)', '/danh-sach-yeu-thich/', { prime: `/?add_to_wishlist=${benchProductId}` }],
  ];
  const server = await startServer(dataDir);
  try {
    let worst = 0;
    for (const [label, path, options] of pages) {
      const { kb, files } = await jsAtOpen(path, options);
      worst = Math.max(worst, kb);
      console.log(`${label.padEnd(18)} JS at open ${String(kb).padStart(5)} KB gzip${kb > budgetKb ? '  OVER BUDGET' : ''}`);
      if (process.argv.includes('--files')) console.log(`  ${files.map((f) => `${f.name} ${f.kb}`).join(', ')}`);
    }
    console.log(`worst page ${worst} KB gzip (target ≤ ${budgetKb} KB on every page)`);
  } finally {
    await stopServer(server);
  }
}
