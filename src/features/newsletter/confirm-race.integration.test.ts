import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { heldWhile } from './newsletter-race-test-support';

const fresh = (name: string) => `${name}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@gmail.com`;

// Decision 043 over a real server: the confirm button and a new sign-up of the same address, whichever writes first.
describe.each(testDatabases.map((d) => [d.name, d] as const))('confirming while the address signs up again on %s', (name, kind) => {
  const suite = shopOverHttpForSuite(kind, { TRUST_PROXY: '1' });
  let addresses = 0;
  const db = () => suite.shop().deps.database.db;
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${suite.base()}${path}`, { method: 'POST', headers: { origin: suite.base(), 'x-forwarded-for': `203.0.113.${++addresses % 250}` }, body: new URLSearchParams(fields) });
  const signUp = async (email: string) => (await post('/nhan-tin/dang-ky/', { newsletter_email: email, newsletter_website: '' })).status;
  const confirm = async (token: string) => (await post('/nhan-tin/xac-nhan/', { token })).status;
  const rowOf = (email: string) => db().selectFrom('newsletter_subscribers').select(['status', 'token']).where('email', '=', email).execute();
  const listed = async (email: string) => (await db().selectFrom('marketing_audience').select('subscribed').where('email', '=', email).executeTakeFirst())?.subscribed;
  async function pending() {
    const email = fresh('xac-nhan');
    expect(await signUp(email)).toBe(200);
    return { email, token: (await rowOf(email))[0]!.token };
  }
  const expectSubscribed = async (email: string, token: string) => {
    expect(await rowOf(email)).toEqual([{ status: 'subscribed', token }]);
    expect(await listed(email)).toBe(1);
  };

  it('decision 043: the confirm button and a sign-up sent at once leave the address subscribed, on the list, with its token', async () => {
    for (let round = 0; round < 6; round++) {
      const { email, token } = await pending();
      const both = round % 2 ? [confirm(token), signUp(email)] : [signUp(email), confirm(token)];
      expect(await Promise.all(both)).toEqual([200, 200]);
      await expectSubscribed(email, token);
    }
  });

  const held = (email: string, first: () => Promise<number>, second: () => Promise<number>) => heldWhile(db(), email, first, second);
  const mailsTo = async (email: string) => (await db().selectFrom('outbox').select('id').where('recipient', '=', email).execute()).length;

  it.runIf(name === 'postgres')('decision 043: a sign-up that read the row pending before the confirm wrote neither turns the subscriber back to pending nor mails them', async () => {
    const { email, token } = await pending();
    expect(await held(email, () => confirm(token), () => signUp(email))).toEqual([200, 200]);
    await expectSubscribed(email, token);
    expect(await mailsTo(email)).toBe(1);
  });

  it.runIf(name === 'postgres')('decision 043: a sign-up whose write comes before the confirm\'s is mailed the same link, and the confirm still subscribes', async () => {
    const { email, token } = await pending();
    expect(await held(email, () => signUp(email), () => confirm(token))).toEqual([200, 200]);
    await expectSubscribed(email, token);
    expect(await mailsTo(email)).toBe(2);
  });

  it.runIf(name === 'postgres')('decision 043: a sign-up that read the row before an unsubscribe wrote gives a new token, so the old confirm link stays dead', async () => {
    const { email, token } = await pending();
    expect(await held(email, () => post('/nhan-tin/huy/', { token }).then((r) => r.status), () => signUp(email))).toEqual([200, 200]);
    const [row] = await rowOf(email);
    expect(row?.status).toBe('pending');
    expect(row?.token).not.toBe(token);
    expect(await confirm(token)).toBe(400);
  });
});
