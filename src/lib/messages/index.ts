/**
 * The one Vietnamese message catalogue; each section belongs to the feature it names. Import it as a
 * namespace (`import * as vi from …/messages/index`): bundlers then ship an island only the sections it reads.
 */
export { account } from './account';
export { address } from './address';
export { cart } from './cart';
export { catalog } from './catalog';
export { checkout } from './checkout';
export { chrome } from './chrome';
export { common } from './common';
export { contactForms } from './contact-forms';
export { coupons } from './coupons';
export { marketing } from './marketing';
export { mediaLibrary } from './media-library';
export { newsletter } from './newsletter';
export { product } from './product';
export { rest } from './rest';
export { comments, reviews } from './reviews';
export { quickBuy } from './quick-buy';
export { search } from './search';
export { security } from './security';
export { shipping } from './shipping';
export { wishlist } from './wishlist';
