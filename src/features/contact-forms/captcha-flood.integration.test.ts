import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { formIdOf, hiddenEntries, multipart } from './feedback-test-support';
import { openHttpShop, postFeedbackFrom, sendFrom, statusOf, type HttpShop } from './http-test-support';
import { pngBytes } from './test-support';

describe.each(testDatabases.map((d) => [d.name, d] as const))('CAPTCHA challenges on %s, over HTTP', (_name, kind) => {
  let http: HttpShop;
  let enquiry: number;
  const db = () => http.shop.deps.database.db;
  const rows = () => db().selectFrom('contact_captcha_answers').selectAll().execute();
  const refillFrom = async (address: string) =>
    (await sendFrom(http.base, address, 'GET', `/wp-json/contact-form-7/v1/contact-forms/${enquiry}/refill`)).body as { captcha?: Record<string, string> };

  beforeAll(async () => {
    http = await openHttpShop(kind);
    enquiry = await formIdOf(http.shop, 'productEnquiry');
  });
  afterAll(() => http?.close());

  it('decision 033: one address draws at most 60 CAPTCHAs an hour, each row keeps only its answer, and its image is drawn the same each time', async () => {
    const drawn: string[] = [];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => refillFrom('127.0.4.1')));
      drawn.push(...answers.flatMap((a) => Object.values(a.captcha ?? {})));
    }
    expect(drawn).toHaveLength(60);
    const kept = await rows();
    expect([kept.length, Object.keys(kept[0]!).sort()]).toEqual([60, ['answer', 'challenge', 'expires_at']]);
    const late = await postFeedbackFrom(http.base, '127.0.4.1', enquiry, multipart([...hiddenEntries(http.shop, enquiry), ['your-name', 'Bot']]));
    expect([statusOf(late), (late.body as { captcha?: unknown }).captcha]).toEqual(['validation_failed', undefined]);
    expect((await rows()).length).toBe(60);

    const url = (await refillFrom('127.0.4.2')).captcha!['ma-xac-nhan']!;
    const [first, again] = [await fetch(http.base + url), await fetch(http.base + url)];
    expect([first.status, first.headers.get('content-type'), again.status]).toEqual([200, 'image/png', 200]);
    const [one, two] = [new Uint8Array(await first.arrayBuffer()), new Uint8Array(await again.arrayBuffer())];
    expect([one.slice(0, 8), Buffer.from(one).equals(Buffer.from(two))]).toEqual([pngBytes.slice(0, 8), true]);
  });

  it('expired challenges are swept a hundred at a time as new ones are saved, found by their expiry', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await db().insertInto('contact_captcha_answers').values(Array.from({ length: 250 }, (_, i) => ({ challenge: String(9_000_000 + i), answer: 'ACEF', expires_at: past }))).execute();
    await refillFrom('127.0.4.3');
    const expired = await db().selectFrom('contact_captcha_answers').select('challenge').where('expires_at', '<=', new Date().toISOString()).execute();
    expect(expired.length).toBe(150);
  });
});
