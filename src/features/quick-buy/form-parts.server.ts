import { createNonce } from '../../server/nonce.server';
import type { ShopContext } from '../../server/shop.server';
import { listProvinces } from '../address/index.server';
import { emptyFormState, type QuickBuyFormState } from './form-state.server';
import { loadQuickBuyItem, type QuickBuyItem } from './item.server';
import { popupSettings } from './place.server';

/** The nonce action of every quick-buy call (spec 6: quick-buy calls send a nonce). */
export const nonceAction = 'quick_buy';

export interface QuickBuyFormParts {
  item: QuickBuyItem;
  state: QuickBuyFormState;
  threeTier: boolean;
}

/** What an empty quick-buy form for the product is drawn from; undefined for a product the shop does not sell. */
export async function loadFormParts(c: ShopContext, productId: number): Promise<QuickBuyFormParts | undefined> {
  const deps = c.var.deps;
  const item = await loadQuickBuyItem(deps.database.db, productId);
  if (!item) return undefined;
  const settings = await deps.settings();
  const structure = settings.address.structure;
  const state = emptyFormState(await listProvinces(structure), popupSettings(settings), await createNonce(c, nonceAction));
  return { item, state, threeTier: structure === 'three-tier' };
}
