import { createNonce } from '../../server/nonce.server';
import type { Session } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { currentUserId } from '../account/index.server';
import { listDistricts, listProvinces, listWards, nullIfUnitsUnavailable, shopProvinceCode, type AddressStructure } from '../address/index.server';
import { couponNonces, pageCart } from '../cart/index.server';
import { findPage } from '../content/index.server';
import { sessionShippingChoice } from '../shipping/index.server';
import { checkoutNonceAction, emptyCheckoutInput, type CheckoutInput } from './checkout-fields';
import type { CheckoutView } from './page.server';
import type { CheckoutError } from './checkout-rules.server';
import { reviewCartOrder } from '../../flows/place-order/cart-order.server';

const termsSlug = 'dieu-khoan-va-dieu-kien';

/** A first visit: cash on delivery, and the province and method chosen on the cart page when there were. */
export async function firstVisitInput(c: ShopContext, session: Session): Promise<CheckoutInput> {
  const choice = await sessionShippingChoice(c.get('deps').database.db, session.id);
  return { ...emptyCheckoutInput, newsletter: null, province: choice?.provinceCode ?? '', shippingMethodId: choice?.methodId ?? '', paymentMethod: 'cod' };
}

/** The selects' lists for the entered province and district, and the province checked; null when the unit data cannot be read. */
async function addressLists(c: ShopContext, structure: AddressStructure, values: CheckoutInput) {
  const threeTier = structure === 'three-tier';
  const provinceCode = await shopProvinceCode(c, values.province); // a made-up province is priced no shipping (decision 093)
  const [provinces, districts, wards] = await Promise.all([
    listProvinces(structure),
    threeTier && provinceCode ? listDistricts(structure, provinceCode) : [],
    threeTier ? (values.district ? listWards(structure, values.district) : []) : provinceCode ? listWards(structure, provinceCode) : [],
  ]);
  return { provinceCode, provinces, districts, wards };
}

/** Everything the checkout page shows for these entered values: the selects' lists, the priced review, fresh nonces. */
export async function checkoutView(c: ShopContext, session: Session, values: CheckoutInput, errors: CheckoutError[]): Promise<CheckoutView> {
  const db = c.get('deps').database.db;
  const settings = await c.get('deps').settings();
  const { structure } = settings.address;
  const threeTier = structure === 'three-tier';
  // Unit data that cannot be read leaves the lists empty and prices no shipping; the page says so (decision 093).
  const lists = await nullIfUnitsUnavailable(addressLists(c, structure, values));
  const { provinceCode, provinces, districts, wards } = lists ?? { provinceCode: '', provinces: [], districts: [], wards: [] };
  const [review, nonce, coupons, cart, termsRow] = await Promise.all([
    currentUserId(c).then((id) => reviewCartOrder(db, session.id, { provinceCode, shippingMethodId: values.shippingMethodId, email: values.email, userId: id })),
    createNonce(c, checkoutNonceAction),
    couponNonces(c),
    pageCart(c),
    findPage(db, termsSlug),
  ]);
  return {
    values,
    errors,
    unitsUnavailable: !lists,
    review,
    address: { threeTier, provinces, districts, wards },
    nonce,
    couponNonce: coupons.apply_coupon_nonce,
    cartNonce: cart.nonce,
    terms: termsRow ? { slug: termsRow.slug, title: termsRow.title, content: termsRow.content } : null,
    newsletter: { label: settings.newsletter.optInLabel, checked: values.newsletter ?? settings.newsletter.optInChecked },
  };
}
