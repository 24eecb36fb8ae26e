import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

/** What a bank transfer's account number may be: the rule of `qrAccountNumber` (orders), which a banking app reads. */
export const bankAccountNumberRefusal =
  'bank_account_number must be the account number as the bank gives it: 1 to 19 letters and digits, with spaces, dots or dashes between them';

// The value without the spaces, dots and dashes an owner types between digits.
const sqliteBare = "replace(replace(replace(replace(replace(replace(new.value, ' ', ''), '.', ''), '-', ''), char(9), ''), char(10), ''), char(13), '')";
const sqliteRefused = `new.name = 'bank_account_number' and not (length(${sqliteBare}) between 1 and 19 and ${sqliteBare} not glob '*[^A-Za-z0-9]*')`;

/** The triggers refusing a bad account number on each write, whoever writes it (the shop has no settings screen). */
export const bankAccountNumberCheck: Record<Dialect, string[]> = {
  sqlite: ['insert', 'update'].map((event) => `create trigger settings_bank_account_number_${event} before ${event} on settings when ${sqliteRefused}
    begin select raise(abort, '${bankAccountNumberRefusal}'); end`),
  postgres: [
    `create function settings_bank_account_number_check() returns trigger language plpgsql as $$ begin
      if new.name = 'bank_account_number' and regexp_replace(new.value, '[ \\t\\r\\n.-]', '', 'g') !~ '^[A-Za-z0-9]{1,19}$' then
        raise exception using errcode = 'check_violation', message = '${bankAccountNumberRefusal}';
      end if;
      return new; end $$`,
    'create trigger settings_bank_account_number before insert or update on settings for each row execute function settings_bank_account_number_check()',
  ],
};

// Decision 095's form, `<outbox-<id>-<created ms>@<shop e-mail's domain>>`, with the domain shop_email has now.
const createdMs: Record<Dialect, string> = {
  sqlite: "cast(strftime('%s', created_at) as integer) * 1000 + cast(substr(created_at, 21, 3) as integer)",
  postgres: '(extract(epoch from created_at::timestamptz) * 1000)::bigint',
};

/**
 * Decision 095's follow-up. Each outbox row keeps the Message-ID it was queued with (a crash, a change of `shop_email`,
 * then the same message again: the receiver drops it); the rows already there keep the one they were sent with.
 * And `bank_account_number` is refused when no banking app could read it; a value stored before stays, shown as typed.
 */
export function messageIdsAndBankAccountMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('outbox').addColumn('message_id', 'text').execute();
      const stored = await db.selectFrom('settings').select('value').where('name', '=', 'shop_email').executeTakeFirst();
      const domain = (stored?.value.trim() || 'donhang@cuahangviet.example').split('@')[1] ?? 'localhost';
      const id = dialect === 'postgres' ? sql`id::text` : sql`id`;
      await sql`update outbox set message_id = '<outbox-' || ${id} || '-' || (${sql.raw(createdMs[dialect])}) || '@' || ${domain} || '>'`.execute(db);
      if (dialect === 'postgres') await db.schema.alterTable('outbox').alterColumn('message_id', (c) => c.setNotNull()).execute();
      for (const statement of bankAccountNumberCheck[dialect]) await sql.raw(statement).execute(db);
    },
  };
}
