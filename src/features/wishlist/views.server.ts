import type { Db } from '../../db/index.server';
import type { ShopSettings } from '../../settings/groups.server';
import type { ButtonState } from './add-button.server';
import type { TableOptions } from './fragment-options';
import { alsoBoughtWith } from './frequently-bought.server';
import { canView, isOwnedBy } from './lists.server';
import type { Owner } from './owner.server';
import * as q from './queries.server';
import type { WishlistFormProps } from './wishlist-form.server';

type WishlistSettings = ShopSettings['wishlist'];

/**
 * What a product's add button shows for this shopper: saved or not, and the other wishlists in multi mode.
 * `ownerLists` are the owner's wishlists, read once by the caller for all the buttons it draws.
 */
export async function buttonState(db: Db, owner: Owner | undefined, product: { id: number; type: string; parent_id?: number | null }, isMobile: boolean, s: WishlistSettings, ownerLists: q.WishlistRow[]): Promise<ButtonState> {
  // A variation's button is drawn in its product's place (reload_on_found_variation, spec 9.6).
  const parent = product.type === 'variation' && product.parent_id ? { parent_product_id: product.parent_id } : {};
  const options = { product_id: product.id, product_type: product.type, is_mobile: isMobile ? 'yes' : 'no', ...parent } as const;
  if (!owner) return { options, others: [], tooltip: s.enableTooltip };
  const [saved] = await q.ownerItemsOfProduct(db, owner, product.id);
  const others = s.multiWishlist ? ownerLists.filter((l) => l.is_default !== 1).map((l) => ({ id: l.id, name: l.name })) : [];
  return { options, savedIn: saved && { token: saved.token }, others, tooltip: s.enableTooltip, keepAddButton: s.multiWishlist && !s.hideAddButton };
}

/** A wishlist as its form draws it, or undefined when this shopper may not see it (private and not theirs). */
export async function wishlistView(
  db: Db,
  owner: Owner | undefined,
  list: q.WishlistRow | undefined,
  shown: { isMobile: boolean; origin: string; removeNonce: string },
  s: WishlistSettings,
): Promise<WishlistFormProps | undefined> {
  if (!list || !canView(list, owner)) return undefined;
  const isOwner = isOwnedBy(list, owner);
  const items = await q.wishlistItems(db, list.id);
  const others = isOwner && owner && s.multiWishlist ? (await q.ownerWishlists(db, owner)).filter((l) => l.id !== list.id).map((l) => ({ token: l.token, name: l.name })) : [];
  const options: TableOptions = { wishlist_token: list.token, page: 1, per_page: Math.max(items.length, 1), is_mobile: shown.isMobile ? 'yes' : 'no', is_user_owner: isOwner };
  const alsoBought = isOwner ? await alsoBoughtWith(db, items) : [];
  return { list, items, options, others, origin: shown.origin, removeNonce: shown.removeNonce, layout: s.layout, gridDetails: !s.disablePopupGridView, sortable: s.enableDragAndDrop, multi: s.multiWishlist, alsoBought };
}
