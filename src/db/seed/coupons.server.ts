import type { Insertable } from 'kysely';
import type { Db } from '../index.server';
import type { Schema } from '../schema';
import { demoFacts } from './demo-facts.server';

/** The demo shop's coupons, as tests and the guide name them. */
export const demoCoupons = {
  percent: { code: 'GIAM10', percent: 10 },
  fixedCart: { code: 'GIAM50K', amount: 50_000, minimumSpend: 300_000 },
  expired: { code: 'HETHAN' },
  singleUse: { code: 'MOTLAN' },
  perCustomer: { code: 'KHACHMOI', percent: 15 },
  individual: { code: 'DOCQUYEN', percent: 20 },
  /** 30.000 ₫ off each 'Ví da nam gấp đôi'. */
  fixedProduct: { code: 'VIDA30K', amount: 30_000, productSlug: demoFacts.simpleProductSlug },
} as const;

type NewCoupon = Omit<Insertable<Schema['coupons']>, 'created_at'>;

function rows(walletId: number | undefined): NewCoupon[] {
  const c = demoCoupons;
  const coupons: NewCoupon[] = [
    { code: c.percent.code, type: 'percent', amount: c.percent.percent },
    { code: c.fixedCart.code, type: 'fixed_cart', amount: c.fixedCart.amount, minimum_spend: c.fixedCart.minimumSpend },
    // Ended at the close of 1 January 2025, Vietnam time.
    { code: c.expired.code, type: 'percent', amount: 20, expires_at: '2025-01-01T16:59:59.999Z' },
    { code: c.singleUse.code, type: 'fixed_cart', amount: 100_000, usage_limit: 1 },
    { code: c.perCustomer.code, type: 'percent', amount: c.perCustomer.percent, usage_limit_per_customer: 1 },
    { code: c.individual.code, type: 'percent', amount: c.individual.percent, individual_use: 1 },
  ];
  if (walletId !== undefined) {
    coupons.push({ code: c.fixedProduct.code, type: 'fixed_product', amount: c.fixedProduct.amount, product_ids: JSON.stringify([walletId]) });
  }
  return coupons.map((row) => ({ ...row, code: row.code.toLowerCase() }));
}

/** Adds the demo coupons that are not there yet (so it may run on every seed). Call after the products are seeded. */
export async function seedDemoCoupons(db: Db): Promise<void> {
  const wallet = await db.selectFrom('products').select('id').where('slug', '=', demoCoupons.fixedProduct.productSlug).executeTakeFirst();
  const createdAt = new Date().toISOString();
  for (const row of rows(wallet?.id)) {
    await db.insertInto('coupons').values({ ...row, created_at: createdAt }).onConflict((oc) => oc.column('code').doNothing()).execute();
  }
}
