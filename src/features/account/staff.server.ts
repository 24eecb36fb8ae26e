import { readSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import type { Db } from '../../db/index.server';
import { hashPassword } from './password.server';
import './tables';

/** The roles that edit the shop's pages (spec 3.1 `can_edit_pages`, spec 6 "page editors"). */
export const staffRoles = ['shop_manager', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (role: string): role is StaffRole => (staffRoles as readonly string[]).includes(role);

const perRequest = new WeakMap<Request, Promise<number | null>>();

/** The logged-in staff member's id, or null (a visitor or a customer); read once per request. */
export function currentStaffId(c: ShopContext): Promise<number | null> {
  let staff = perRequest.get(c.req.raw);
  if (!staff) {
    staff = readSession(c).then(async (session) => {
      if (!session?.user_id) return null;
      const row = await c.get('deps').database.db.selectFrom('users').select('role').where('id', '=', session.user_id).executeTakeFirst();
      return row && isStaffRole(row.role) ? session.user_id : null;
    });
    perRequest.set(c.req.raw, staff);
  }
  return staff;
}

/** The user's staff role, or null for a customer or an unknown id (the REST routes staff may call). */
export async function staffRoleOf(db: Db, userId: number): Promise<StaffRole | null> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row && isStaffRole(row.role) ? row.role : null;
}

/** A role the command line gives: a staff role, or `customer` to take staff rights away. */
export type AccountRole = StaffRole | 'customer';
export const accountRoles: readonly AccountRole[] = [...staffRoles, 'customer'];
export const isAccountRole = (role: string): role is AccountRole => (accountRoles as readonly string[]).includes(role);

export interface RoleChange {
  id: number;
  created: boolean;
  previousRole: string | null;
  sessionsEnded: number;
}

/**
 * Gives the account a role (the command line's `npm run staff`), opening a staff account when the e-mail is new. A
 * customer made staff needs a new password: sign-up proves no e-mail, so whoever registered the address first chose
 * the one it has. A staff member moved to another role, or back to customer, keeps theirs unless one is given. A
 * change of role or password logs the account out everywhere in the same transaction.
 */
export async function makeStaff(db: Db, input: { email: string; role: AccountRole; password?: string; name?: string }): Promise<RoleChange> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
    if (existing) {
      const change = { id: existing.id, created: false, previousRole: existing.role };
      if (existing.role === input.role && !passwordHash) return { ...change, sessionsEnded: 0 };
      if (!isStaffRole(existing.role) && isStaffRole(input.role) && !passwordHash) {
        throw new Error(`${email} is a ${existing.role} account: making it ${input.role} needs a new password (STAFF_PASSWORD), since whoever signed up with the address chose the one it has; nothing changed`);
      }
      await trx.updateTable('users').set({ role: input.role, ...(passwordHash ? { password_hash: passwordHash } : {}) }).where('id', '=', existing.id).execute();
      const ended = await trx.deleteFrom('sessions').where('user_id', '=', existing.id).executeTakeFirst();
      return { ...change, sessionsEnded: Number(ended.numDeletedRows) };
    }
    // A mistyped e-mail must not pass for a demotion: customers open their own accounts.
    if (input.role === 'customer') throw new Error(`no account has the e-mail ${email}; nothing changed`);
    if (!passwordHash) throw new Error('a new staff account needs a password');
    const row = await trx
      .insertInto('users')
      .values({ email, password_hash: passwordHash, display_name: input.name ?? '', phone: null, created_at: new Date().toISOString(), role: input.role })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, created: true, previousRole: null, sessionsEnded: 0 };
  });
}
