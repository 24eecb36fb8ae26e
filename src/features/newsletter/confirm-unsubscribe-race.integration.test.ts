import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { heldWhile } from './newsletter-race-test-support';

const fresh = (name: string) => `${name}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.vn`;

// Decision 097 over a real server: the confirm button and the unsubscribe button of one mail pressed at the same time.
describe.each(testDatabases.map((d) => [d.name, d] as const))('confirming while unsubscribing on %s', (name, kind) => {
  const suite = shopOverHttpForSuite(kind, { TRUST_PROXY: '1' });
  let addresses = 0;
  const db = () => suite.shop().deps.database.db;
  const post = async (path: string, fields: Record<string, string>) =>
    (await fetch(`${suite.base()}${path}`, { method: 'POST', headers: { origin: suite.base(), 'x-forwarded-for': `198.18.0.${++addresses % 250}` }, body: new URLSearchParams(fields) })).status;
  const confirm = (token: string) => post('/nhan-tin/xac-nhan/', { token });
  const leave = (token: string) => post('/nhan-tin/huy/', { token });
  async function pending() {
    const email = fresh('roi-di');
    expect(await post('/nhan-tin/dang-ky/', { newsletter_email: email, newsletter_website: '' })).toBe(200);
    const row = await db().selectFrom('newsletter_subscribers').select('token').where('email', '=', email).executeTakeFirstOrThrow();
    return { email, token: row.token };
  }
  /** Where the address ends: its row's status and its place on the marketing service's list (undefined: never on it). */
  async function endOf(email: string) {
    const row = await db().selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirstOrThrow();
    const listed = await db().selectFrom('marketing_audience').select('subscribed').where('email', '=', email).executeTakeFirst();
    return { status: row.status, listed: listed === undefined ? undefined : Number(listed.subscribed) };
  }
  // Confirm then unsubscribe: both done, off the list. Unsubscribe then confirm: the confirm link is dead, never listed.
  const confirmThenLeave = { answers: { confirm: 200, leave: 200 }, end: { status: 'unsubscribed', listed: 0 } };
  const leaveThenConfirm = { answers: { confirm: 400, leave: 200 }, end: { status: 'unsubscribed', listed: undefined } };

  it('decision 097: pressed at once, the two buttons end as one order of the two would, and answer as that order would', async () => {
    for (let round = 0; round < 8; round++) {
      const { email, token } = await pending();
      const [c, l] = round % 2 ? await Promise.all([confirm(token), leave(token)]) : (await Promise.all([leave(token), confirm(token)])).reverse();
      expect([confirmThenLeave, leaveThenConfirm], `round ${round}`).toContainEqual({ answers: { confirm: c, leave: l }, end: await endOf(email) });
    }
  });

  it.runIf(name === 'postgres')('decision 097: an unsubscribe that reaches the row first leaves the address off the list, and the confirm after it is refused', async () => {
    const { email, token } = await pending();
    const [l, c] = await heldWhile(db(), email, () => leave(token), () => confirm(token));
    expect({ answers: { confirm: c, leave: l }, end: await endOf(email) }).toEqual(leaveThenConfirm);
  });

  it.runIf(name === 'postgres')('decision 097: a confirm that reaches the row first is undone by the unsubscribe after it', async () => {
    const { email, token } = await pending();
    const [c, l] = await heldWhile(db(), email, () => confirm(token), () => leave(token));
    expect({ answers: { confirm: c, leave: l }, end: await endOf(email) }).toEqual(confirmThenLeave);
  });
});
