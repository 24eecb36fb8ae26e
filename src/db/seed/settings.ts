import type { Transaction } from 'kysely';
import type { Schema } from '../schema';
import type { ShopSettings } from '../../server/shop-settings';
import { insertRows } from './batch';

// The demo shop's options, written out so a shop owner sees (and can change) them in the table.
const demoSettings: Partial<Record<keyof ShopSettings, string>> = {
  searchResultLatency: '300',
  productsPerPage: '12',
  swatchStockThreshold: '5',
  isMiniCartReveal: 'yes',
  cartRedirectAfterAdd: 'no',
  reviewRatingRequired: 'yes',
  storeNotice: 'Miễn phí giao hàng cho mọi đơn từ 500.000 ₫.',
};

export async function seedSettings(trx: Transaction<Schema>): Promise<void> {
  await insertRows(trx, 'settings', Object.entries(demoSettings).map(([name, value]) => ({ name, value: value as string })));
}
