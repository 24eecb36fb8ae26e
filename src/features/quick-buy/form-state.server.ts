import * as vi from '../../lib/messages/index';
import type { AdminUnit } from '../address/index.server';
import type { Choice } from '../catalogue/index';
import type { ShippingMethod } from '../shipping/index.server';
import type { CustomerField, CustomerForm } from './quick-buy-fields';
import type { FieldError } from './quick-buy-rules';
import type { PopupSettings } from './place.server';

/** What the quick-buy form is drawn with: empty in the popup, filled again when the page without script posts back. */
export interface QuickBuyFormState {
  values: CustomerForm & { quantity: string };
  /** The variation form's values (`attribute_…`), as posted. */
  chosen: Choice;
  /** The priced line's unit price once the product or variation is known; null before. */
  unitPrice: number | null;
  provinces: AdminUnit[];
  districts: AdminUnit[];
  wards: AdminUnit[];
  methods: ShippingMethod[];
  chosenMethod: string | null;
  discount: number;
  couponMessage: string;
  errors: FieldError[];
  /** A message about the whole order (out of stock, a stale form). */
  message: string;
  settings: PopupSettings;
  nonce: string;
  /** The unit data cannot be read: no provinces to choose, and the answer is a 503 (decision 093). */
  unitsUnavailable?: true;
}

export const errorOf = (state: QuickBuyFormState, field: CustomerField) => state.errors.find((e) => e.field === field)?.message;

export function emptyFormState(provinces: AdminUnit[], settings: PopupSettings, nonce: string): QuickBuyFormState {
  const blank = { name: '', phone: '', validPhone: '', email: '', province: '', district: '', ward: '', address: '', coupon: '' };
  return {
    values: { ...blank, quantity: '' },
    chosen: {},
    unitPrice: null,
    provinces,
    districts: [],
    wards: [],
    methods: [],
    chosenMethod: null,
    discount: 0,
    couponMessage: '',
    errors: [],
    message: '',
    settings,
    nonce,
  };
}

/** The form while the unit data cannot be read: nothing to choose an address from, and the message saying so (decision 093). */
export function unitsUnavailableState(settings: PopupSettings, nonce: string): QuickBuyFormState {
  return { ...emptyFormState([], settings, nonce), message: vi.address.unitsUnavailable, unitsUnavailable: true };
}
