import * as vi from '../../lib/messages/index';
import { CreateWishlistPopup, createPopupId } from './create-wishlist.server';
import type { WishlistRow } from './queries.server';
import { WishlistForm, type WishlistFormProps } from './wishlist-form.server';
import { wishlistUrls } from './wishlist-urls';

/** The wishlist page (spec 2.10): the wishlist's form, or a word that there is nothing yet. */
export function WishlistPage({ view, multi }: { view: WishlistFormProps | undefined; multi: boolean }) {
  return (
    <div className="woocommerce wishlist-page container">
      <h1 className="page-title">{vi.wishlist.wishlistPageTitle}</h1>
      {view ? <WishlistForm {...view} /> : <p className="wishlist-empty">{vi.wishlist.empty}</p>}
      <p className="wishlist-links">
        {multi && view?.options.is_user_owner && <a href={wishlistUrls.manage()}>{vi.wishlist.manageTitle}</a>}{' '}
        <a href={wishlistUrls.public()}>{vi.wishlist.publicTitle}</a>
      </p>
    </div>
  );
}

/** The manage-wishlists table (spec 2.10): each of the shopper's wishlists with its visibility select. */
export function ManageWishlistsPage({ lists, counts, multi, createNonce }: { lists: WishlistRow[]; counts: Map<number, number>; multi: boolean; createNonce: string }) {
  return (
    <div className="woocommerce wishlist-page container">
      <h1 className="page-title">{vi.wishlist.manageTitle}</h1>
      <table className="shop_table yith-wcwl-manage-wishlists wishlist_manage_table">
        <thead>
          <tr>
            <th>{vi.wishlist.wishlistName}</th>
            <th>{vi.wishlist.visibility}</th>
            <th>{vi.wishlist.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {lists.map((list) => (
            <tr key={list.id} data-wishlist-id={list.id} data-wishlist-token={list.token}>
              <td className="wishlist-name">
                <a href={wishlistUrls.view(list.token)}>{list.name}</a>
              </td>
              <td className="wishlist-privacy">
                <select className="wishlist-visibility" name={`wishlist_options[${list.id}][wishlist_privacy]`} defaultValue={String(list.privacy)} aria-label={vi.wishlist.visibility} data-wishlist-id={list.id}>
                  {vi.wishlist.privacy.map((label, value) => (
                    <option key={value} value={value}>{label}</option>
                  ))}
                </select>
              </td>
              <td className="item-count">{vi.wishlist.items(counts.get(list.id) ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {multi && (
        <>
          <a href={`#${createPopupId}`} className="button create-wishlist-button">{vi.wishlist.newWishlist}</a>
          <CreateWishlistPopup nonce={createNonce} />
        </>
      )}
    </div>
  );
}
