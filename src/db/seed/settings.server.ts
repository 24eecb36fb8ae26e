import type { Transaction } from 'kysely';
import type { Schema } from '../schema';
import { insertRows } from './batch.server';

// The demo shop's options, written out so a shop owner sees (and can change) them in the table (README, "Shop settings").
const demoSettings: Record<string, string> = {
  search_result_latency: '300',
  products_per_page: '12',
  swatch_stock_threshold: '5',
  is_mini_cart_reveal: 'yes',
  cart_redirect_after_add: 'no',
  review_rating_required: 'yes',
  store_notice: 'Miễn phí giao hàng cho mọi đơn từ 500.000 ₫.',
  site_loader: 'home',
};

export async function seedSettings(trx: Transaction<Schema>): Promise<void> {
  await insertRows(trx, 'settings', Object.entries(demoSettings).map(([name, value]) => ({ name, value })));
}
