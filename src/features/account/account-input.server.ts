import { z } from 'zod';
import * as vi from '../../lib/messages/index';
import { hasHiddenCharacters, hasVisibleText } from '../../lib/visible-text';
import { isBlankPassword, maxPasswordLength, minPasswordLength } from './password.server';

/** What the login and register forms send, checked field by field; every message is ready to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: string[]; email: string };

const maxEmailLength = 254;
const email = z.string().trim().toLowerCase().max(maxEmailLength, vi.account.invalidEmail).pipe(z.email(vi.account.invalidEmail));
const password = z.string().min(1, vi.account.passwordRequired).max(maxPasswordLength, vi.account.passwordTooLong);
// A name is plain text shown to others (reviews, mails): markup and hidden characters are refused rather than
// carried there, and a name of spaces and invisible characters (a zero-width space…) alone is no name.
const displayName = z
  .string()
  .trim()
  .refine(hasVisibleText, vi.account.nameRequired)
  .max(100, vi.account.nameInvalid)
  .refine((name) => !/[<>]/.test(name) && !hasHiddenCharacters(name), vi.account.nameInvalid);
// Spec 5.3's phone rule: a leading 0 (more are allowed) then 9 or 10 digits; spaces and dots are ignored.
const phone = z
  .string()
  .transform((v) => v.replace(/[\s.]/g, ''))
  .refine((v) => v === '' || /^0+\d{9,10}$/.test(v), vi.account.phoneInvalid)
  .transform((v) => v || null);

const loginFields = z.object({ username: email, password });
const registerFields = z.object({
  email,
  password: password.refine((p) => !isBlankPassword(p), vi.account.passwordRequired).refine((p) => [...p].length >= minPasswordLength, vi.account.passwordTooShort),
  display_name: displayName,
  phone: phone.optional().transform((v) => v ?? null),
});

export type LoginInput = z.infer<typeof loginFields>;
export type RegisterInput = z.infer<typeof registerFields>;

function check<T>(schema: z.ZodType<T>, fields: Record<string, string | undefined>, emailField: string): Checked<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = [...new Set(parsed.error.issues.map((i) => i.message))];
  return { ok: false, errors, email: (fields[emailField] ?? '').trim().slice(0, maxEmailLength) };
}

const field = (input: URLSearchParams, name: string) => input.get(name) ?? '';

export function checkLogin(input: URLSearchParams): Checked<LoginInput> {
  return check(loginFields, { username: field(input, 'username'), password: field(input, 'password') }, 'username');
}

export function checkRegistration(input: URLSearchParams): Checked<RegisterInput> {
  const fields = { email: field(input, 'email'), password: field(input, 'password'), display_name: field(input, 'display_name'), phone: input.get('phone') ?? undefined };
  return check(registerFields, fields, 'email');
}
