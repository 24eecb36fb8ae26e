import type { Db } from '../../db/index';
import * as vi from '../../lib/messages/index';
import { readSetting } from './queries';

/** The demo shop's address until the shop sets `shop_email`. */
const defaultShopEmail = 'donhang@cuahangviet.example';

/** Where new-order notifications go and what the shop's e-mails come from: the `shop_email` setting. */
export async function shopEmail(db: Db): Promise<string> {
  return (await readSetting(db, 'shop_email'))?.trim() || defaultShopEmail;
}

export async function fromAddress(db: Db): Promise<{ name: string; address: string }> {
  return { name: vi.common.siteName, address: await shopEmail(db) };
}
