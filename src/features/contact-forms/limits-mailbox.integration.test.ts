import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { contactPageEntries, formIdOf, multipart } from './feedback-test-support';
import { openHttpShop, postFeedbackFrom, statusOf, type HttpShop } from './http-test-support';
import { copiesPerRecipient } from './limits.server';

// Decision 022's limit of the visitor's copy is per inbox: `name+tag@` reaches `name@`, so it is counted as it.
describe.each(testDatabases.map((d) => [d.name, d] as const))('visitor copies to one inbox on %s, over HTTP', (_name, kind) => {
  let http: HttpShop;
  let contactPage: number;
  const copiesTo = async (name: string) => (await http.shop.deps.database.db.selectFrom('outbox').select('recipient').where('recipient', 'like', `%${name}%`).execute()).length;

  beforeAll(async () => {
    http = await openHttpShop(kind);
    contactPage = await formIdOf(http.shop, 'contactPage');
  });
  afterAll(() => http?.close());

  it('decision 022: one inbox typed with 6 sub-addresses by 6 senders gets the limit\'s copies; each message still reaches the shop', async () => {
    const name = `nannhan${Date.now()}`;
    const statuses = [];
    for (let i = 1; i <= 6; i++) {
      const body = multipart(contactPageEntries(http.shop, contactPage, { 'your-name': 'Nhận quà tại http://phish.example', 'your-email': `${name}+${i}@example.org` }));
      statuses.push(statusOf(await postFeedbackFrom(http.base, `127.0.9.${i}`, contactPage, body)));
    }
    expect(statuses).toEqual(Array(6).fill('mail_sent'));
    expect(await copiesTo(name)).toBe(copiesPerRecipient.max);
  });
});
