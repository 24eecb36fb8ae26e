import type { Kysely, Migration } from 'kysely';
import { mailboxOf } from '../../lib/mailbox';
import type { Dialect } from '../index.server';

type Row = { id: number; email: string; status: string; created_at: string };
const rank: Record<string, number> = { subscribed: 2, pending: 1, unsubscribed: 0 };

/**
 * One newsletter subscriber per inbox (decision 097's follow-up): `a.b@gmail.com` and `AB+x@googlemail.com` were two
 * rows and two list entries, so one person got the newsletter twice. Rows of one inbox become one: the most advanced
 * state (its row, token and times) under the address first typed; the list keeps that address only.
 */
export function newsletterMailboxesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('newsletter_subscribers').addColumn('mailbox', 'text').execute();
      const rows: Row[] = await db.selectFrom('newsletter_subscribers').select(['id', 'email', 'status', 'created_at']).orderBy('created_at').orderBy('id').execute();
      const inboxes = new Map<string, Row[]>();
      for (const row of rows) inboxes.set(mailboxOf(row.email), [...(inboxes.get(mailboxOf(row.email)) ?? []), row]);
      for (const [mailbox, [first, ...later]] of inboxes) {
        const kept = later.reduce((best, row) => (rank[row.status]! > rank[best.status]! ? row : best), first!);
        if (later.length > 0) await mergeInto(db, kept, [first!, ...later]);
        await db.updateTable('newsletter_subscribers').set({ mailbox, email: first!.email, created_at: first!.created_at }).where('id', '=', kept.id).execute();
      }
      if (dialect === 'postgres') await db.schema.alterTable('newsletter_subscribers').alterColumn('mailbox', (c) => c.setNotNull()).execute();
      await db.schema.createIndex('newsletter_subscribers_mailbox').unique().on('newsletter_subscribers').column('mailbox').execute();
    },
  };
}

/** The other rows go; on the list only the first address stays, subscribed when the kept row is. */
async function mergeInto(db: Kysely<any>, kept: Row, rows: Row[]): Promise<void> {
  const [first, ...later] = rows;
  await db.deleteFrom('newsletter_subscribers').where('id', 'in', rows.filter((r) => r.id !== kept.id).map((r) => r.id)).execute();
  const updated_at = new Date().toISOString();
  await db.updateTable('marketing_audience').set({ subscribed: 0, updated_at }).where('email', 'in', later.map((r) => r.email)).execute();
  if (kept.status !== 'subscribed') return;
  await db.insertInto('marketing_audience').values({ email: first!.email, subscribed: 1, updated_at })
    .onConflict((oc) => oc.column('email').doUpdateSet({ subscribed: 1, updated_at })).execute();
}
