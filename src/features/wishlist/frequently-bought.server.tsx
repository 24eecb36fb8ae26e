import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { linkedPath } from '../../server/render.server';
import { Price } from '../../ui/price';
import type { ProductCardData } from '../catalogue/index';
import { loadProductCards, relatedProductIds } from '../catalogue/index.server';
import { imageUrl } from '../media/index';
import { noScript } from './no-script-links';

const shown = 4;

/**
 * What the wishlist suggests (spec 2.10, decision 036): products sharing the most categories with its items, best
 * sellers first, none already in it.
 */
export async function alsoBoughtWith(db: Db, items: { product_id: number; parent_id: number | null }[]): Promise<ProductCardData[]> {
  const saved = new Set(items.map((i) => i.parent_id ?? i.product_id));
  if (!saved.size) return [];
  const categories = await db.selectFrom('product_categories').select('category_id').distinct().where('product_id', 'in', [...saved]).execute();
  const ids = await relatedProductIds(db, [...saved][0]!, categories.map((c) => c.category_id).sort((a, b) => a - b), shown + saved.size);
  return loadProductCards(db, ids.filter((id) => !saved.has(id)).slice(0, shown));
}

/** The 'frequently bought together' block: each suggestion's add joins this wishlist, and the page draws it anew. */
export function FrequentlyBought({ products, wishlistId }: { products: ProductCardData[]; wishlistId: number }) {
  if (!products.length) return null;
  return (
    <section className="yith-wfbt-section wishlist-frequently-bought">
      <h3>{vi.wishlist.frequentlyBought}</h3>
      <ul className="yith-wfbt-items">
        {products.map((p) => (
          <li key={p.id} className="yith-wfbt-item">
            <a href={linkedPath(urls.product(p.slug))}>
              {p.image && <img src={imageUrl(p.image.id, 100)} width={100} height={100} loading="lazy" alt="" />}
              <span className="product-title">{p.name}</span>
            </a>
            <Price regular={p.regularPrice} sale={p.salePrice} min={p.minPrice ?? undefined} max={p.maxPrice ?? undefined} />
            <a href={`?${noScript.add}=${p.id}&wishlist_id=${wishlistId}`} rel="nofollow" className="button add-to-wishlist-fbt" data-product-id={p.id} data-product-type={p.type}>
              {vi.wishlist.addToWishlist}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
