import { address } from './groups/address';
import { bank } from './groups/bank';
import { cart } from './groups/cart';
import { chrome } from './groups/chrome';
import { listings } from './groups/listings';
import { mail } from './groups/mail';
import { product } from './groups/product';
import { search } from './groups/search';
import type { ValuesOf } from './setting';

/** Every group of shop settings; a new group is a file in groups/ and one entry here (and its rows in the README). */
export const settingGroups = { search, listings, product, cart, chrome, address, mail, bank };

type Groups = typeof settingGroups;

/** The shop's settings, typed, by group: `settings.cart.redirectAfterAdd`. */
export type ShopSettings = { [G in keyof Groups]: ValuesOf<Groups[G]> };
