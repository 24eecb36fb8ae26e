import { z } from 'zod';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { limitAddress } from '../../server/client-address.server';
import { takeFromLimit } from '../../server/rate-limit.server';
import { requestInput, siteOrigin } from '../../server/request.server';
import type { ShopContext } from '../../server/shop.server';
import { newsletterUrls, signupFields, tokenPattern } from './names';
import { newsletterPage, Notice, TokenForm, type PageStatus } from './page.server';
import { confirmSubscription, subscriberOfToken, unsubscribe, type LinkResult } from './links.server';
import { askToSubscribe, newsletterLimits } from './subscription.server';

const emailSchema = z.string().trim().max(254).pipe(z.email());

/** The sign-up's answer: JSON `{success, data:{message}}` to the footer script, a page without script. */
function signupAnswer(c: ShopContext, status: PageStatus, ok: boolean, message: string): Response | Promise<Response> {
  if ((c.req.header('accept') ?? '').includes('application/json')) {
    c.header('Cache-Control', 'no-store');
    return c.json({ success: ok, data: { message } }, status);
  }
  return newsletterPage(c, vi.newsletter.signupTitle, status, <><Notice ok={ok} text={message} /><p><a href={urls.home()}>{vi.newsletter.back}</a></p></>);
}

/** POST /nhan-tin/dang-ky/ — the footer form: honeypot, address limit, then the confirm mail (double opt-in). */
export async function signupRoute(c: ShopContext): Promise<Response> {
  const form = await requestInput(c);
  if ((form.get(signupFields.honeypot) ?? '') !== '') return signupAnswer(c, 400, false, vi.newsletter.spam);
  const email = emailSchema.safeParse(form.get(signupFields.email) ?? '');
  if (!email.success) return signupAnswer(c, 400, false, vi.newsletter.invalidEmail);
  const db = c.get('deps').database.db;
  if (!(await takeFromLimit(db, newsletterLimits.signUpsPerAddress, limitAddress(c)))) return signupAnswer(c, 429, false, vi.newsletter.tooMany);
  const asked = await askToSubscribe(c.get('deps'), email.data, 'footer', siteOrigin(c));
  return asked === 'asked' ? signupAnswer(c, 200, true, vi.newsletter.checkMailbox) : signupAnswer(c, 429, false, vi.newsletter.tooMany);
}

const badLink = (c: ShopContext, title: string) => newsletterPage(c, title, 400, <Notice ok={false} text={vi.newsletter.badLink} />);
const tokenOf = (value: string | null | undefined) => (value && tokenPattern.test(value) ? value : undefined);

/** GET /nhan-tin/xac-nhan/?token= — the mail's link shows the confirm button (a mail scanner's GET changes nothing). */
export async function confirmPageRoute(c: ShopContext): Promise<Response> {
  const title = vi.newsletter.confirmTitle;
  const token = tokenOf(c.req.query(signupFields.token));
  const row = token && (await subscriberOfToken(c.get('deps'), token));
  if (!token || !row || row.status === 'unsubscribed') return badLink(c, title);
  if (row.status === 'subscribed') return newsletterPage(c, title, 200, <Notice ok text={vi.newsletter.confirmed(row.email)} />);
  return newsletterPage(c, title, 200, <TokenForm action={newsletterUrls.confirm()} token={token} question={vi.newsletter.confirmQuestion(row.email)} button={vi.newsletter.confirmButton} />);
}

/** GET /nhan-tin/huy/?token= — the unsubscribe button. */
export async function unsubscribePageRoute(c: ShopContext): Promise<Response> {
  const title = vi.newsletter.unsubscribeTitle;
  const token = tokenOf(c.req.query(signupFields.token));
  const row = token && (await subscriberOfToken(c.get('deps'), token));
  if (!token || !row) return badLink(c, title);
  if (row.status === 'unsubscribed') return newsletterPage(c, title, 200, <Notice ok text={vi.newsletter.unsubscribed(row.email)} />);
  return newsletterPage(c, title, 200, <TokenForm action={newsletterUrls.unsubscribe()} token={token} question={vi.newsletter.unsubscribeQuestion(row.email)} button={vi.newsletter.unsubscribeButton} />);
}

async function linkDone(c: ShopContext, title: string, result: LinkResult, done: (email: string) => string, token: string): Promise<Response> {
  if (!result.ok && result.reason === 'bad_link') return badLink(c, title);
  if (!result.ok) return newsletterPage(c, title, 503, <Notice ok={false} text={vi.newsletter.serviceDown} />);
  const leave = title === vi.newsletter.confirmTitle ? <p><a href={newsletterUrls.unsubscribe(token)}>{vi.newsletter.unsubscribeLink}</a></p> : null;
  return newsletterPage(c, title, 200, <><Notice ok text={done(result.email)} />{leave}<p><a href={urls.home()}>{vi.newsletter.back}</a></p></>);
}

/** POST /nhan-tin/xac-nhan/ — the confirm button: on the marketing service's list. */
export async function confirmRoute(c: ShopContext): Promise<Response> {
  const token = tokenOf((await requestInput(c)).get(signupFields.token));
  if (!token) return badLink(c, vi.newsletter.confirmTitle);
  return linkDone(c, vi.newsletter.confirmTitle, await confirmSubscription(c.get('deps'), token), vi.newsletter.confirmed, token);
}

/** POST /nhan-tin/huy/ — the unsubscribe button: off the list. */
export async function unsubscribeRoute(c: ShopContext): Promise<Response> {
  const token = tokenOf((await requestInput(c)).get(signupFields.token));
  if (!token) return badLink(c, vi.newsletter.unsubscribeTitle);
  return linkDone(c, vi.newsletter.unsubscribeTitle, await unsubscribe(c.get('deps'), token), vi.newsletter.unsubscribed, token);
}
