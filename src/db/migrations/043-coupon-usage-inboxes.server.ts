import type { Kysely, Migration } from 'kysely';
import { mailboxOf } from '../../lib/mailbox';

/**
 * A coupon's uses per customer are counted by inbox (decision 092): each stored e-mail becomes the inbox it reaches,
 * so uses made before under `lan.nguyen+1@gmail.com` count for `lannguyen@gmail.com`. Few rows: coupons are few.
 */
export function couponUsageInboxesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      const rows: { id: number; email: string }[] = await db.selectFrom('coupon_usages').select(['id', 'email']).execute();
      for (const { id, email } of rows) {
        const inbox = email ? mailboxOf(email) : email;
        if (inbox !== email) await db.updateTable('coupon_usages').set({ email: inbox }).where('id', '=', id).execute();
      }
    },
  };
}
