import { describe, expect, it } from 'vitest';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { newsletterLimits } from './subscription.server';

const fresh = (name: string) => `${name}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@gmail.com`;
const rounds = 5;

// Decision 043 over a real server: sign-ups of one address at the same time, and what the form tells of a subscriber.
describe.each(testDatabases.map((d) => [d.name, d] as const))('newsletter sign-ups at the same time on %s', (_name, kind) => {
  const suite = shopOverHttpForSuite(kind, { TRUST_PROXY: '1' });
  let addresses = 0;
  const db = () => suite.shop().deps.database.db;
  /** The footer script's call from a visitor of its own (behind the shop's proxy); its status and JSON answer. */
  async function signUp(email: string) {
    const res = await fetch(`${suite.base()}/nhan-tin/dang-ky/`, {
      method: 'POST',
      headers: { origin: suite.base(), accept: 'application/json', 'x-forwarded-for': `198.51.100.${++addresses % 250}` },
      body: new URLSearchParams({ newsletter_email: email, newsletter_website: '' }),
    });
    const text = await res.text();
    return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text };
  }
  const rowsOf = (email: string) => db().selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();
  const mailsTo = (email: string) => db().selectFrom('outbox').select('text_body').where('recipient', '=', email).execute();
  const linkOf = (text: string) => /\/nhan-tin\/xac-nhan\/\?token=[0-9a-f]{32}/.exec(text)?.[0];
  const asked = { status: 200, body: { success: true, data: { message: vi.newsletter.checkMailbox } } };
  const refused = { status: 429, body: { success: false, data: { message: vi.newsletter.tooMany } } };

  it('decision 043: a new address signed up three times at once is answered 200 three times, kept once, and each ask is one mail with the same link', async () => {
    for (let round = 0; round < rounds; round++) {
      const email = fresh(`cung-luc-${round}`);
      const answers = await Promise.all(Array.from({ length: newsletterLimits.mailsPerRecipient.max }, () => signUp(email)));
      expect(answers, `round ${round}`).toEqual(answers.map(() => asked));
      const [row, ...others] = await rowsOf(email);
      expect(others).toEqual([]);
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(answers.length);
      expect(new Set(mails.map((m) => linkOf(m.text_body)))).toEqual(new Set([`/nhan-tin/xac-nhan/?token=${row!.token}`]));
      expect(await signUp(email)).toEqual(refused);
    }
  });

  it('decision 043: a subscribed address is answered as an unconfirmed one, 200 until the recipient\'s limit and then 429, and is mailed nothing', async () => {
    const subscribed = fresh('da-dang-ky');
    const pending = fresh('chua-xac-nhan');
    for (const email of [subscribed, pending]) expect(await signUp(email)).toEqual(asked);
    const token = (await rowsOf(subscribed))[0]!.token;
    const confirm = await fetch(`${suite.base()}/nhan-tin/xac-nhan/`, { method: 'POST', headers: { origin: suite.base() }, body: new URLSearchParams({ token }) });
    expect([confirm.status, (await rowsOf(subscribed))[0]?.status]).toEqual([200, 'subscribed']);
    const answersTo = async (email: string) => {
      const answers = [];
      for (let i = 1; i <= newsletterLimits.mailsPerRecipient.max; i++) answers.push(await signUp(email));
      return answers;
    };
    const toPending = await answersTo(pending);
    expect(toPending.at(-1)).toEqual(refused);
    expect(await answersTo(subscribed)).toEqual(toPending);
    expect(await mailsTo(pending)).toHaveLength(newsletterLimits.mailsPerRecipient.max);
    expect(await mailsTo(subscribed)).toHaveLength(1); // the first ask's, before it was confirmed
  });
});
