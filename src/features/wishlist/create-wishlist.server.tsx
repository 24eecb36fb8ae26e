import * as vi from '../../lib/messages/index';
import { addNotice } from '../../server/notices.server';
import { requestInput } from '../../server/request.server';
import type { ShopContext } from '../../server/shop.server';
import { nameRefusal, wishlistName } from './call-input.server';
import { limitMessage } from './limits.server';
import { resolveDestination } from './lists.server';
import { checkCreateFormNonce } from './nonces.server';
import { withOwnerLocked } from './owner-lock.server';
import { ensureOwner } from './owner.server';
import { maxNameLength, parsePrivacy } from './privacy';
import { wishlistUrls } from './wishlist-urls';

export const createPopupId = 'create_new_wishlist';

async function refused(c: ShopContext, text: string): Promise<Response> {
  await addNotice(c, { kind: 'error', text });
  return c.redirect(`${wishlistUrls.manage()}#${createPopupId}`, 303);
}

/** POST to the manage page (multi mode) with the form's nonce: a new wishlist with the name and visibility given; the outcome is a notice. */
export async function createWishlistRoute(c: ShopContext): Promise<Response> {
  const input = await requestInput(c);
  const name = wishlistName(input.get('wishlist_name'));
  const privacy = parsePrivacy(input.get('wishlist_visibility') || '0');
  const multi = (await c.get('deps').settings()).wishlist.multiWishlist;
  if (!multi) return refused(c, vi.wishlist.noSuchWishlist);
  if (!(await checkCreateFormNonce(c, input))) return refused(c, vi.wishlist.sessionExpired);
  if (name === undefined || privacy === undefined) return refused(c, nameRefusal(input.get('wishlist_name')) ?? vi.wishlist.nameRequired);
  let list;
  try {
    const owner = await ensureOwner(c);
    list = await withOwnerLocked(c.get('deps').database.db, owner, (trx) => resolveDestination(trx, owner, { kind: 'new', name, privacy }));
  } catch (error) {
    return refused(c, limitMessage(error));
  }
  await addNotice(c, { kind: 'success', text: vi.wishlist.created(name), link: list && { href: wishlistUrls.view(list.token), label: vi.wishlist.browseWishlist } });
  return c.redirect(wishlistUrls.manage(), 303);
}

/**
 * The create-wishlist popup (spec 2.10): shown while the address names it (`:target`), so it opens and closes
 * with or without script; an empty name is refused by the browser (`required`) and by the server.
 */
export function CreateWishlistPopup({ nonce }: { nonce: string }) {
  return (
    <div id={createPopupId} className="yith-wcwl-popup-form create-wishlist-popup" role="dialog" aria-labelledby={`${createPopupId}_title`}>
      <form method="post" action={wishlistUrls.manage()} className="yith-wcwl-create-form">
        <input type="hidden" name="_wpnonce" value={nonce} />
        <a href="#" className="close-popup" aria-label={vi.wishlist.cancel}>×</a>
        <h3 id={`${createPopupId}_title`}>{vi.wishlist.create}</h3>
        <label>
          {vi.wishlist.wishlistName} <input type="text" name="wishlist_name" required maxLength={maxNameLength} />
        </label>
        <fieldset className="wishlist-visibility">
          <legend>{vi.wishlist.visibility}</legend>
          {vi.wishlist.privacy.map((label, value) => (
            <label key={value}>
              <input type="radio" name="wishlist_visibility" value={value} defaultChecked={value === 0} /> {label}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button create-wishlist-submit">{vi.wishlist.create}</button>
      </form>
    </div>
  );
}
