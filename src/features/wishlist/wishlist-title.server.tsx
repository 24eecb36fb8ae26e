import * as vi from '../../lib/messages/index';
import type { WishlistRow } from './queries.server';
import { maxNameLength } from './privacy';

/** The wishlist's title; its owner can open a small form to rename it (spec 2.10 'editable title'). */
export function WishlistTitle({ list, editable }: { list: WishlistRow; editable: boolean }) {
  return (
    <div className="wishlist-title-container">
      <div className={`wishlist-title${editable ? ' wishlist-title-with-form' : ''}`}>
        <h2>{list.name}</h2>
        {editable && <button type="button" className="show-title-form">{vi.wishlist.editTitle}</button>}
      </div>
      {editable && (
        <div className="hidden-title-form" hidden>
          <input type="text" name="wishlist_name" defaultValue={list.name} maxLength={maxNameLength} required aria-label={vi.wishlist.wishlistName} />
          <button type="button" className="save-title-form" data-wishlist-id={list.id}>{vi.wishlist.save}</button>
          <button type="button" className="hide-title-form">{vi.wishlist.cancel}</button>
        </div>
      )}
    </div>
  );
}
