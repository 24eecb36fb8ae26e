import { z } from 'zod';
import { readSession } from '../../server/session.server';
import type { ActionHandler } from '../../server/shop.server';
import { captureCartEmail, cartIdPattern } from './capture-service.server';
import { isTrackableEmail, maxEmailLength } from './email-rule';
import type { MarketingService } from './marketing-service';

const reportedEmail = z.object({
  email: z.string().trim().max(maxEmailLength).refine(isTrackableEmail),
  subscribed: z.enum(['0', '1']).default('0'),
});

/**
 * `mailchimp_set_user_by_email` (spec 7.5): a trackable e-mail is kept against the visitor's cart. A visitor
 * with no session has no cart, so nothing is kept and no session is made for them.
 */
export const setUserByEmail =
  (marketing: MarketingService): ActionHandler =>
  async (input, c) => {
    const parsed = reportedEmail.safeParse({ email: input.get('email') ?? '', subscribed: input.get('subscribed') ?? undefined });
    if (!parsed.success) return c.json({ success: false }, 400);
    const session = await readSession(c);
    if (session) await captureCartEmail(c.get('deps').database.db, marketing, session.id, parsed.data.email, parsed.data.subscribed === '1');
    return c.json({ success: true });
  };

/** `mailchimp_get_user_by_hash` (spec 7.5): the e-mail kept for a cart id, or null for an unknown one. */
export const getUserByHash =
  (marketing: MarketingService): ActionHandler =>
  async (input, c) => {
    const cartId = input.get('hash') ?? '';
    const email = cartIdPattern.test(cartId) ? await marketing.findEmailByCartId(cartId) : null;
    c.header('Cache-Control', 'no-store');
    return c.json({ email });
  };
