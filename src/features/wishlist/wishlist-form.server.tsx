import * as vi from '../../lib/messages/index';
import type { ProductCardData } from '../catalogue/index';
import { EstimateForm } from './estimate-form.server';
import { FrequentlyBought } from './frequently-bought.server';
import { tableClasses, type TableOptions } from './fragment-options';
import type { WishlistItemRow, WishlistRow as ListRow } from './queries.server';
import { WishlistRow, type RowContext } from './wishlist-row.server';
import { WishlistTitle } from './wishlist-title.server';
import { wishlistUrls } from './wishlist-urls';

export interface WishlistFormProps {
  list: ListRow;
  items: WishlistItemRow[];
  options: TableOptions;
  others: RowContext['others'];
  /** The share link's origin. */
  origin: string;
  layout: 'table' | 'grid';
  /** In the grid, a thumbnail click opens the item's details (spec 2.10) unless the shop disabled it. */
  gridDetails: boolean;
  removeNonce: string;
  sortable: boolean;
  multi: boolean;
  /** Suggestions under the owner's wishlist (spec 2.10 'frequently bought together'). */
  alsoBought: ProductCardData[];
}

/**
 * The wishlist form (spec 2.10, contract.md markup): the page and the `load_fragments` answer draw it alike, so a
 * fragment swaps in exactly what the page would show.
 */
export function WishlistForm({ list, items, options, others, origin, layout, gridDetails, removeNonce, sortable, multi, alsoBought }: WishlistFormProps) {
  const ctx: RowContext = { wishlistId: list.id, wishlistToken: list.token, isOwner: options.is_user_owner, others, removeNonce, sortable: sortable && options.is_user_owner, multi };
  const mobile = options.is_mobile === 'yes';
  return (
    <div className={tableClasses} data-fragment-options={JSON.stringify(options)}>
      <form id="yith-wcwl-form" className="woocommerce yith-wcwl-form wishlist-fragment" method="post" action={wishlistUrls.view(list.token)}>
        <WishlistTitle list={list} editable={options.is_user_owner} />
        <table
          className={`shop_table cart wishlist_table wishlist_view traditional responsive${mobile ? ' mobile' : ''}${layout === 'grid' ? ' images_grid' : ''}${layout === 'grid' && gridDetails ? ' details-popup' : ''}`}
          data-pagination="no"
          data-per-page={options.per_page}
          data-page={options.page}
          data-id={list.id}
          data-token={list.token}
        >
          <thead>
            <tr>
              <th className="product-checkbox">
                <input type="checkbox" className="global-cb" id="bulk_add_to_cart" aria-label={vi.wishlist.selectAll} />
              </th>
              {ctx.sortable && <th className="sorting-handle" />}
              {ctx.isOwner && <th className="product-remove" />}
              <th className="product-thumbnail" />
              <th className="product-name">{vi.wishlist.product}</th>
              <th className="product-price">{vi.wishlist.price}</th>
              <th className="product-quantity">{vi.wishlist.quantity}</th>
              <th className="product-stock-status">{vi.wishlist.stock}</th>
              <th className="product-add-to-cart" />
            </tr>
          </thead>
          <tbody className="wishlist-items-wrapper">
            {items.length ? (
              items.map((item) => <WishlistRow key={item.id} item={item} ctx={ctx} />)
            ) : (
              <tr>
                <td colSpan={9} className="wishlist-empty">{vi.wishlist.empty}</td>
              </tr>
            )}
          </tbody>
        </table>
        {items.length > 0 && (
          <div className="yith_wcwl_wishlist_footer">
            <button type="submit" className="button submit-wishlist-changes" name="add_selected_to_cart" value="1">{vi.wishlist.addSelectedToCart}</button>
            {ctx.isOwner && <button type="button" className="button ask-an-estimate-button" data-wishlist-id={list.id}>{vi.wishlist.askEstimate}</button>}
          </div>
        )}
        {list.privacy !== 2 && (
          <div className="yith-wcwl-share">
            <label>
              {vi.wishlist.shareLink} <input type="text" readOnly className="copy-target" value={origin + wishlistUrls.view(list.token)} />
            </label>
            <button type="button" className="button copy-trigger">{vi.wishlist.copyLink}</button>
          </div>
        )}
      </form>
      {ctx.isOwner && <FrequentlyBought products={alsoBought} wishlistId={list.id} />}
      {ctx.isOwner && items.length > 0 && <EstimateForm wishlistId={list.id} />}
    </div>
  );
}
