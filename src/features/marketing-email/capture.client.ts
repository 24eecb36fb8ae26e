import { readCookie } from '../../client/cookies';
import { cms } from '../../lib/contract-names';
import { isTrackableEmail } from './email-rule';
import { emailFields, mailActions, mailCookies } from './names';

// Spec 9.2: the e-mail is reported 2000 ms after the last keyup. The fields are the checkout's, the
// registration form's and the login's (which may hold an e-mail); the rule filters the rest.
const waitMs = 2000;
const newsletterBox = '#mailchimp_woocommerce_newsletter';
const cookieDays = 30;

let submitted = '';
let timer: ReturnType<typeof setTimeout> | undefined;

const cookie = (name: string): string => readCookie(name) ?? '';

function keepCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${cookieDays * 86400}; path=/; SameSite=Lax`;
}

/** Spec 3.10: the current and the previous e-mail are kept in cookies. */
function rememberEmail(email: string): void {
  const current = cookie(mailCookies.email);
  if (current && current !== email) keepCookie(mailCookies.previousEmail, current);
  keepCookie(mailCookies.email, email);
}

/** The newsletter box when the page has one, else the choice kept from before. */
function subscribed(): string {
  const box = document.querySelector<HTMLInputElement>(newsletterBox);
  if (box) keepCookie(mailCookies.subscribed, box.checked ? '1' : '0');
  return cookie(mailCookies.subscribed) === '1' ? '1' : '0';
}

const post = (query: string, body?: URLSearchParams) => fetch(`${cms.ajaxPath}?${query}`, { method: 'POST', body, credentials: 'same-origin' });

async function report(field: HTMLInputElement): Promise<void> {
  const email = field.value.trim();
  if (!isTrackableEmail(email) || email === submitted) return;
  rememberEmail(email);
  const body = new URLSearchParams({ email, mc_language: 'vi', subscribed: subscribed() });
  const answer = await post(`action=${mailActions.setUserByEmail}`, body).catch(() => undefined);
  if (answer?.ok) submitted = email;
}

/** Spec 3.10: a reminder link names its cart; its e-mail fills the empty e-mail fields and the cookies. */
export async function restoreEmail(cartId: string): Promise<void> {
  const answer = await post(`action=${mailActions.getUserByHash}&hash=${encodeURIComponent(cartId)}`).catch(() => undefined);
  const { email } = ((await answer?.json().catch(() => null)) ?? {}) as { email?: unknown };
  if (typeof email !== 'string' || !isTrackableEmail(email)) return;
  rememberEmail(email);
  submitted = email;
  document.querySelectorAll<HTMLInputElement>(emailFields).forEach((field) => {
    if (!field.value) field.value = email;
  });
}

/** Spec 9.2: reports the field's e-mail once 2000 ms pass without another keyup. */
export function scheduleReport(field: HTMLInputElement): void {
  clearTimeout(timer);
  timer = setTimeout(() => void report(field), waitMs);
}
