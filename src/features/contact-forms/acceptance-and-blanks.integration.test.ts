import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import type { FeedbackAnswer } from './feedback-answer';
import { contactPageEntries, formIdOf, multipart, postFeedback } from './feedback-test-support';

// What a visitor could post that a browser's form never sends for a ticked box or a filled field.
describe.each(testDatabases.map((d) => [d.name, d] as const))('contact-form acceptance and blank fields on %s', (_name, kind) => {
  let shop: TestShop;
  let form: number;
  const stored = async () => (await shop.deps.database.db.selectFrom('contact_submissions').select('id').execute()).length;
  const send = async (overrides: Record<string, string>) => (await (await postFeedback(shop, form, multipart(contactPageEntries(shop, form, overrides)))).json()) as FeedbackAnswer;

  beforeAll(async () => {
    shop = await openTestShop(kind);
    form = await formIdOf(shop, 'contactPage');
  });
  afterAll(() => shop?.close());
  beforeEach(async () => {
    await shop.deps.database.db.deleteFrom('rate_events').where('kind', '=', 'contact-form').execute();
  });

  it("an acceptance box posted as '0' or 'off' is not accepted, and nothing is stored", async () => {
    const before = await stored();
    for (const value of ['0', 'off']) expect((await send({ 'dong-y': value })).status, value).toBe('acceptance_missing');
    expect(await stored()).toBe(before);
  });

  it('a required field holding only zero-width characters is empty; zero-width characters inside a value stay', async () => {
    for (const blank of ['\u200b', ' \u200c\u200d ', '\ufeff\u2060']) {
      const answer = await send({ 'your-name': blank });
      expect(answer.status, JSON.stringify(blank)).toBe('validation_failed');
      expect(answer.invalid_fields.map((f) => f.field)).toEqual(['your-name']);
    }
    expect((await send({ 'your-name': '\u200bNguyễn Lan\u200b', 'your-message': 'Gia đình 👨\u200d👩\u200d👧 cần tư vấn' })).status).toBe('mail_sent');
    const row = await shop.deps.database.db.selectFrom('contact_submissions').select('fields').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const fields = JSON.parse(row.fields) as Record<string, { raw: string[] }>;
    expect([fields['your-name']?.raw, fields['your-message']?.raw]).toEqual([['Nguyễn Lan'], ['Gia đình 👨\u200d👩\u200d👧 cần tư vấn']]);
  });
});
