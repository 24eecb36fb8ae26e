import { address } from './groups/address.server';
import { bank } from './groups/bank.server';
import { cart } from './groups/cart.server';
import { chrome } from './groups/chrome.server';
import { comingSoon } from './groups/coming-soon.server';
import { contactForms } from './groups/contact-forms.server';
import { contactWidget } from './groups/contact-widget.server';
import { listings } from './groups/listings.server';
import { mail } from './groups/mail.server';
import { newsletter } from './groups/newsletter.server';
import { product } from './groups/product.server';
import { quickBuy } from './groups/quick-buy.server';
import { search } from './groups/search.server';
import { wishlist } from './groups/wishlist.server';
import type { ValuesOf } from './setting.server';

/** Every group of shop settings; a new group is a file in groups/ and one entry here (and its rows in the README). */
export const settingGroups = { search, listings, product, cart, chrome, address, mail, bank, quickBuy, contactForms, contactWidget, wishlist, comingSoon, newsletter };

type Groups = typeof settingGroups;

/** The shop's settings, typed, by group: `settings.cart.redirectAfterAdd`. */
export type ShopSettings = { [G in keyof Groups]: ValuesOf<Groups[G]> };
