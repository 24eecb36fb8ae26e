import type { Generated } from 'kysely';

/** Row types of the accounts migration (005), added to the shop's schema. */
export interface UserTable {
  id: Generated<number>;
  email: string; // lower-cased
  password_hash: string; // scrypt$N$r$p$salt$hash
  display_name: Generated<string>;
  phone: string | null;
  created_at: string;
  /** 'customer', or a staff role given from the command line (migration 017, staff.server.ts). */
  role: Generated<string>;
}

/** Per-user settings the REST user route writes (migration 017): one row per key. */
export interface UserMetaTable {
  id: Generated<number>;
  user_id: number;
  meta_key: string;
  meta_value: string;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  email: string;
  ip: string;
  attempted_at: string;
}

declare module '../../db/schema' {
  interface Schema {
    users: UserTable;
    login_attempts: LoginAttemptTable;
    user_meta: UserMetaTable;
  }
}
