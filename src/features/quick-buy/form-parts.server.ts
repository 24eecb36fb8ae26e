import { createNonce } from '../../server/nonce.server';
import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { listProvinces, nullIfUnitsUnavailable, type AddressStructure } from '../address/index.server';
import { quantityLimits } from '../catalogue/index';
import { sessionShippingChoice } from '../shipping/index.server';
import { emptyFormState, unitsUnavailableState, type QuickBuyFormState } from './form-state.server';
import { loadQuickBuyItem, type QuickBuyItem } from './item.server';
import { popupSettings, type PopupSettings } from './place.server';
import { postedFormState } from './posted-state.server';

/** The nonce action of every quick-buy call (spec 6: quick-buy calls send a nonce). */
export const nonceAction = 'quick_buy';

export interface QuickBuyFormParts {
  item: QuickBuyItem;
  state: QuickBuyFormState;
  threeTier: boolean;
}

async function emptyForm(structure: AddressStructure, settings: PopupSettings, nonce: string): Promise<QuickBuyFormState> {
  const provinces = await nullIfUnitsUnavailable(listProvinces(structure));
  return provinces ? emptyFormState(provinces, settings, nonce) : unitsUnavailableState(settings, nonce);
}

/** What an empty quick-buy form for the product is drawn from; undefined for a product the shop does not sell. */
export async function loadFormParts(c: ShopContext, productId: number): Promise<QuickBuyFormParts | undefined> {
  const deps = c.get('deps');
  const settings = await deps.settings();
  const item = await loadQuickBuyItem(deps.database.db, settings, productId);
  if (!item) return undefined;
  const structure = settings.address.structure;
  const nonce = await createNonce(c, nonceAction);
  const session = await readSession(c);
  const choice = session && (await sessionShippingChoice(deps.database.db, session.id));
  // The province the shopper chose for the cart's shipping is where a quick buy most likely goes too.
  const state = choice?.provinceCode
    ? await postedFormState(c, new URLSearchParams({ 'customer-tinh': choice.provinceCode, 'shipping_method[0]': choice.methodId }), { productId, variationId: null, quantity: quantityLimits(item.view.product).min, chosen: () => '' }, { errors: [], message: '', nonce })
    : await emptyForm(structure, popupSettings(settings), nonce);
  return { item, state, threeTier: structure === 'three-tier' };
}
