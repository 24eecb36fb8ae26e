import * as vi from '../../lib/messages/index';
import { parseId } from '../../lib/request-numbers';
import { hasHiddenCharacters, hasVisibleText } from '../../lib/visible-text';
import type { Destination } from './lists.server';
import { maxNameLength, parsePrivacy, tokenPattern } from './privacy';

/** The wishlist a call names (`wishlist_id` or `destination_wishlist_token`): '' or 0 the default one, 'new' a new one with `wishlist_name`. */
export function destinationFrom(input: URLSearchParams, field: 'wishlist_id' | 'destination_wishlist_token', multi: boolean): Destination | undefined {
  const raw = (input.get(field) ?? '').trim();
  if (raw === 'new') return multi ? newWishlistFrom(input) : { kind: 'default' };
  if (raw === '' || raw === '0') return { kind: 'default' };
  if (field === 'destination_wishlist_token') return tokenPattern.test(raw) ? { kind: 'token', token: raw } : undefined;
  const id = parseId(raw);
  return id === undefined ? undefined : { kind: 'id', id };
}

function newWishlistFrom(input: URLSearchParams): Destination | undefined {
  const name = wishlistName(input.get('wishlist_name'));
  const visibility = input.get('wishlist_visibility');
  const privacy = visibility === null || visibility === '' ? 0 : parsePrivacy(visibility);
  return name === undefined || privacy === undefined ? undefined : { kind: 'new', name, privacy };
}

const cleanName = (raw: string | null) => raw?.normalize('NFC').trim() ?? '';

/** Why a wishlist name cannot be kept (empty or drawn as nothing, too long, hidden characters), or undefined when it can. */
export function nameRefusal(raw: string | null): string | undefined {
  const name = cleanName(raw);
  // Fillers (U+3164), joiners and variation selectors are not hidden characters but show nothing on their own.
  if (!hasVisibleText(name) || name.length > maxNameLength) return vi.wishlist.nameRequired;
  return hasHiddenCharacters(name) ? vi.wishlist.nameHiddenCharacters : undefined;
}

/** A wishlist name: composed (NFC), trimmed, something visible, at most maxNameLength characters, nothing hidden in it. */
export const wishlistName = (raw: string | null): string | undefined => (nameRefusal(raw) === undefined ? cleanName(raw) : undefined);

export const tokenFrom = (raw: string | null) => (raw && tokenPattern.test(raw) ? raw : undefined);
