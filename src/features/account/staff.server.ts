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

/**
 * Makes the account a staff member, opening it when the e-mail is new (the command line's `npm run staff`); an
 * existing account keeps its password unless one is given.
 */
export async function makeStaff(db: Db, input: { email: string; role: StaffRole; password?: string; name?: string }): Promise<{ id: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  if (existing) {
    await db.updateTable('users').set({ role: input.role, ...(passwordHash ? { password_hash: passwordHash } : {}) }).where('id', '=', existing.id).execute();
    return { id: existing.id, created: false };
  }
  if (!passwordHash) throw new Error('a new staff account needs a password');
  const row = await db
    .insertInto('users')
    .values({ email, password_hash: passwordHash, display_name: input.name ?? '', phone: null, created_at: new Date().toISOString(), role: input.role })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}
