import { renderToStaticMarkup } from 'react-dom/server';
import type { Db } from '../../db/index.server';
import * as vi from '../../lib/messages/index';
import { formatMoney } from '../../lib/money';
import { parseId } from '../../lib/request-numbers';
import { queueMail, saveMailFilesAfterAnswer } from '../mail/index.server';
import { priceOf } from '../catalogue/index';
import { wishlist } from '../../lib/contract-names';
import { limitAddress } from '../../server/client-address.server';
import { takeFromLimit, type RateLimit } from '../../server/rate-limit.server';
import type { ShopContext } from '../../server/shop.server';
import { refuse, wishlistCall } from './call.server';
import type { Owner } from './owner.server';
import * as q from './queries.server';

const emailPattern = /^[^\s@<>]{1,64}@[^\s@<>]{1,190}\.[A-Za-z]{2,24}$/;
const maxNotes = 2000;

/** Each request mails the shop: a few per shopper and per client address, as the newsletter and sign-ups count theirs. */
export const estimateLimits = {
  perOwner: { kind: 'wishlist-estimate', max: 3, windowMs: 3_600_000 },
  perAddress: { kind: 'wishlist-estimate-address', max: 10, windowMs: 3_600_000 },
} as const satisfies Record<string, RateLimit>;

async function withinEstimateLimits(c: ShopContext, owner: Owner): Promise<boolean> {
  const db = c.get('deps').database.db;
  const ownerKey = 'userId' in owner ? `user:${owner.userId}` : `session:${owner.sessionId}`;
  return (await takeFromLimit(db, estimateLimits.perAddress, limitAddress(c))) && takeFromLimit(db, estimateLimits.perOwner, ownerKey);
}

function estimateMail(list: q.WishlistRow, items: q.WishlistItemRow[], email: string, notes: string, shopEmail: string) {
  const lines = items.map((i) => `${i.quantity} × ${i.name}${priceOf(i) !== null ? ` – ${formatMoney(priceOf(i)!)}` : ''}`);
  const text = [vi.wishlist.estimateFrom(email), '', ...lines, '', ...(notes ? [vi.wishlist.estimateNotesLine(notes)] : [])].join('\n');
  const html = renderToStaticMarkup(
    <div>
      <p>{vi.wishlist.estimateFrom(email)}</p>
      <ul>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul>
      {notes && <p>{vi.wishlist.estimateNotesLine(notes)}</p>}
    </div>,
  );
  return { recipient: shopEmail, subject: vi.wishlist.estimateSubject(list.name), text, html };
}

/** Stores the request and queues its mail to the shop in one transaction, so a failed store sends nothing. */
async function keepEstimate(db: Db, list: q.WishlistRow, email: string, notes: string, shopEmail: string): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const items = await q.wishlistItems(trx, list.id);
    if (!items.length) return undefined;
    const kept = items.map((i) => ({ product_id: i.product_id, name: i.name, quantity: i.quantity, price: priceOf(i) }));
    await q.insertEstimate(trx, { wishlistId: list.id, email, notes, items: JSON.stringify(kept) });
    return queueMail(trx, estimateMail(list, items, email, notes, shopEmail));
  });
}

/**
 * `ask_an_estimate` (spec 2.10, 7.6): the owner asks the shop for a price on a wishlist; `{result, template, message}`.
 * The request (wishlist, items, message and contact) is stored and mailed to the shop through the outbox; past
 * `estimateLimits` it is answered 429.
 */
export const askEstimateCall = wishlistCall(wishlist.actions.askEstimate, async (input, c, owner) => {
  const db = c.get('deps').database.db;
  const id = parseId(input.get('wishlist_id'));
  const list = owner && id !== undefined ? await q.ownerWishlistById(db, owner, id) : undefined;
  if (!owner || !list) return refuse(c);
  const email = (input.get('reply_email') ?? '').trim();
  const notes = (input.get('additional_notes') ?? '').trim();
  if (!emailPattern.test(email)) return c.json({ result: false, template: '', message: vi.wishlist.estimateBadEmail }, 400);
  if (notes.length > maxNotes) return c.json({ result: false, template: '', message: vi.wishlist.estimateNotesTooLong(maxNotes) }, 400);
  if (!(await withinEstimateLimits(c, owner))) return c.json({ result: false, template: '', message: vi.wishlist.estimateTooMany }, 429);
  const settings = await c.get('deps').settings();
  const mailId = await keepEstimate(db, list, email, notes, settings.mail.shopEmail);
  if (mailId === undefined) return c.json({ result: false, template: '', message: vi.wishlist.estimateEmptyList }, 400);
  saveMailFilesAfterAnswer(c.get('deps'), [mailId]); // a copy that cannot be written is logged; the mail is queued
  const template = renderToStaticMarkup(<div className="ask-an-estimate-success woocommerce-message">{vi.wishlist.estimateSent}</div>);
  return c.json({ result: true, template, message: vi.wishlist.estimateSent });
});
