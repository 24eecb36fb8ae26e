import type { ShopContext } from '../../server/shop.server';
import { listDistricts, listProvinces, listWards, nullIfUnitsUnavailable, type AdminUnit } from '../address/index.server';
import type { OrderItemRequest } from '../../flows/place-order/item-order.server';
import { emptyFormState, unitsUnavailableState, type QuickBuyFormState } from './form-state.server';
import { popupSettings } from './place.server';
import { pricedLine, priceLine } from './pricing.server';
import { attributePrefix, orderFields, readCustomerForm } from './quick-buy-fields';
import type { FieldError } from './quick-buy-rules';

// A list whose data cannot be read is drawn empty: the form still shows, with the message of the order it refused.
const orNone = async (units: Promise<AdminUnit[]>) => (await nullIfUnitsUnavailable(units)) ?? [];

/**
 * The form drawn again after the page without script posts it: what was typed, the selects filled below the
 * chosen province (and district), that area's shipping and the coupon's discount, with any errors.
 */
export async function postedFormState(
  c: ShopContext,
  form: URLSearchParams,
  item: OrderItemRequest | undefined,
  outcome: { errors: FieldError[]; message: string; nonce: string },
): Promise<QuickBuyFormState> {
  const deps = c.get('deps');
  const settings = await deps.settings();
  const structure = settings.address.structure;
  const values = { ...readCustomerForm(form), quantity: form.get(orderFields.quantity) ?? '' };
  const chosen = Object.fromEntries([...form].filter(([name]) => name.startsWith(attributePrefix)));
  const provinces = await nullIfUnitsUnavailable(listProvinces(structure));
  if (!provinces) return { ...unitsUnavailableState(popupSettings(settings), outcome.nonce), values, chosen, errors: outcome.errors };
  const province = provinces.some((p) => p.code === values.province) ? values.province : '';
  const districts = province ? await orNone(listDistricts(structure, province)) : [];
  const wardParent = structure === 'three-tier' ? (districts.some((d) => d.code === values.district) ? values.district : '') : province;
  const state = { ...emptyFormState(provinces, popupSettings(settings), outcome.nonce), values, chosen, districts, wards: wardParent ? await orNone(listWards(structure, wardParent)) : [] };
  const line = item && (await pricedLine(deps.database.db, item));
  if (!line?.ok) return { ...state, errors: outcome.errors, message: outcome.message || (line && !line.ok ? line.message : '') };
  const pricing = await priceLine(deps.database.db, line.value, { provinceCode: province || null, couponCode: values.coupon, methodId: form.get(orderFields.shipping) ?? '' });
  const [couponError] = pricing.coupons.errors;
  return {
    ...state,
    unitPrice: line.value.unitPrice,
    methods: pricing.shippingMethods,
    chosenMethod: pricing.shipping?.id ?? null,
    discount: pricing.coupons.discountTotal,
    couponMessage: couponError?.message ?? '',
    errors: outcome.errors,
    message: outcome.message,
  };
}
