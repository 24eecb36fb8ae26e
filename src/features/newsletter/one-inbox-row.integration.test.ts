import { describe, expect, it } from 'vitest';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';

const nameOf = () => `lan${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
/** One Gmail inbox, three ways: dotted, as is, and tagged on googlemail.com in capitals. */
const spellings = (name: string) => [`${name.slice(0, 3)}.${name.slice(3)}@gmail.com`, `${name}@gmail.com`, `${name.toUpperCase()}+news@googlemail.com`];

// Decision 097's follow-up over a real server: one inbox is one subscriber and one list entry however it is spelled.
describe.each(testDatabases.map((d) => [d.name, d] as const))('one subscriber per inbox on %s', (name, kind) => {
  const suite = shopOverHttpForSuite(kind, { TRUST_PROXY: '1' });
  let addresses = 0;
  const db = () => suite.shop().deps.database.db;
  const post = async (path: string, fields: Record<string, string>) => {
    const res = await fetch(`${suite.base()}${path}`, {
      method: 'POST',
      headers: { origin: suite.base(), accept: 'application/json', 'x-forwarded-for': `192.0.2.${++addresses % 250}` },
      body: new URLSearchParams(fields),
    });
    return { status: res.status, text: await res.text() };
  };
  const signUp = async (email: string) => {
    const res = await post('/nhan-tin/dang-ky/', { newsletter_email: email, newsletter_website: '' });
    return { status: res.status, body: JSON.parse(res.text) as unknown };
  };
  const rowsLike = (name: string) => db().selectFrom('newsletter_subscribers').select(['email', 'status', 'token']).where('email', 'like', `%${name.slice(3)}%`).execute();
  const listLike = (name: string) => db().selectFrom('marketing_audience').select(['email', 'subscribed']).where('email', 'like', `%${name.slice(3)}%`).execute();
  const mailsLike = (name: string) => db().selectFrom('outbox').select(['recipient', 'text_body']).where('recipient', 'like', `%${name.slice(3)}%`).orderBy('id').execute();
  const tokenIn = (text: string) => /xac-nhan\/\?token=([0-9a-f]{32})/.exec(text)?.[1];
  const asked = { status: 200, body: { success: true, data: { message: vi.newsletter.checkMailbox } } };

  it('decision 097: another spelling of a pending inbox re-sends its link, of a subscribed one mails nothing, of one that left starts again; one row, one list entry', async () => {
    const name = nameOf();
    const [first, second, third] = spellings(name) as [string, string, string];
    expect(await signUp(first)).toEqual(asked);
    expect(await signUp(second)).toEqual(asked);
    const [row, ...others] = await rowsLike(name);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ email: first, status: 'pending' });
    const mails = await mailsLike(name);
    expect(mails.map((m) => [m.recipient, tokenIn(m.text_body)])).toEqual([[first, row!.token], [first, row!.token]]);

    expect((await post('/nhan-tin/xac-nhan/', { token: row!.token })).status).toBe(200);
    expect(await signUp(third)).toEqual(asked); // as any subscribed address is answered, and mailed nothing
    expect(await mailsLike(name)).toHaveLength(2);
    expect(await rowsLike(name)).toEqual([{ email: first, status: 'subscribed', token: row!.token }]);
    expect(await listLike(name)).toEqual([{ email: first, subscribed: 1 }]);

    expect((await post('/nhan-tin/huy/', { token: row!.token })).status).toBe(200);
    expect(await listLike(name)).toEqual([{ email: first, subscribed: 0 }]);
  });

  it('decision 097: an inbox that left and signs up under another spelling is pending again with a new link, and its confirm puts the one entry back', async () => {
    const name = nameOf();
    const [first, , third] = spellings(name) as [string, string, string];
    expect(await signUp(first)).toEqual(asked);
    const old = (await rowsLike(name))[0]!.token;
    expect((await post('/nhan-tin/xac-nhan/', { token: old })).status).toBe(200);
    expect((await post('/nhan-tin/huy/', { token: old })).status).toBe(200);
    expect(await signUp(third)).toEqual(asked);
    const [row, ...others] = await rowsLike(name);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ email: first, status: 'pending' });
    expect(row!.token).not.toBe(old);
    expect(tokenIn((await mailsLike(name)).at(-1)!.text_body)).toBe(row!.token);
    expect((await post('/nhan-tin/xac-nhan/', { token: row!.token })).status).toBe(200);
    expect(await listLike(name)).toEqual([{ email: first, subscribed: 1 }]);
  });

  it.runIf(name === 'postgres')('decision 097: two spellings of one inbox signed up at the same moment are kept as one row', async () => {
    for (let round = 0; round < 5; round++) {
      const name = nameOf();
      const [one, two] = spellings(name) as [string, string];
      expect(await Promise.all([signUp(one), signUp(two)]), `round ${round}`).toEqual([asked, asked]);
      expect(await rowsLike(name), `round ${round}`).toHaveLength(1);
    }
  });
});
