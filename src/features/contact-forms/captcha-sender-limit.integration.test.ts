import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { captchaAnswerOf, newCaptchaChallenge } from './captcha.server';
import type { FeedbackAnswer } from './feedback-answer';
import { formIdOf, hiddenEntries, multipart } from './feedback-test-support';
import { openHttpShop, postFeedbackFrom, statusOf, type HttpShop } from './http-test-support';
import { formSecrets } from './stored-forms.server';

const field = 'ma-xac-nhan';
const sendersLimit = 5; // the settings' default: 5 submissions per address in 10 minutes

// Decision 083 over HTTP: a CAPTCHA answered wrong counts against its sender's limit, so one sender cannot make the shop keep rows without end.
describe.each(testDatabases.map((d) => [d.name, d] as const))('wrong CAPTCHA answers from one sender on %s', (_name, kind) => {
  let http: HttpShop;
  let enquiry: number;
  const db = () => http.shop.deps.database.db;
  const count = async (table: 'contact_captcha_uses' | 'rate_events') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const answerOf = (challenge: string) => captchaAnswerOf(challenge, formSecrets(http.shop.deps.config).captchaSecret);
  const wrongFor = (challenge: string) => (answerOf(challenge) === 'ACEF' ? 'ACEH' : 'ACEF');
  /** A challenge the robot wrote itself: well-formed and open, as the shop's own are. */
  const forged = () => newCaptchaChallenge(Date.now() + 30 * 60_000);
  const enquiryFrom = async (address: string, challenge: string, answer: string) => {
    const body = multipart([
      ...hiddenEntries(http.shop, enquiry),
      ['product-name', 'Áo thun nam cổ tròn'], ['your-name', 'Phạm An'], ['your-phone', '0987 654 321'], ['your-message', 'Áo còn size XL không?'],
      [`_wpcf7_captcha_challenge_${field}`, challenge], [field, answer],
    ]);
    const sent = await postFeedbackFrom(http.base, address, enquiry, body);
    return [statusOf(sent), (sent.body as FeedbackAnswer).invalid_fields?.map((f) => f.field) ?? []];
  };
  const refused = ['validation_failed', [field]];

  beforeAll(async () => {
    http = await openHttpShop(kind);
    enquiry = await formIdOf(http.shop, 'productEnquiry');
  });
  afterAll(() => http?.close());

  it('decision 083: 40 wrong answers to new challenges from one address, one after another, keep only as many uses as its limit allows', async () => {
    const before = [await count('contact_captcha_uses'), await count('rate_events')];
    for (let i = 0; i < 40; i++) {
      const challenge = forged();
      expect(await enquiryFrom('127.0.8.1', challenge, wrongFor(challenge))).toEqual(refused);
    }
    expect([await count('contact_captcha_uses'), await count('rate_events')]).toEqual([before[0]! + sendersLimit, before[1]! + sendersLimit]);
    // Its limit is spent, as five sent messages would spend it; another address is not touched.
    const right = forged();
    expect(await enquiryFrom('127.0.8.1', right, answerOf(right))).toEqual(['spam', []]);
    const other = forged();
    expect(await enquiryFrom('127.0.8.2', other, answerOf(other))).toEqual(['mail_sent', []]);
  });

  it('decision 083: 30 wrong answers posted at once from one address keep as many uses as its limit, and each is still refused', async () => {
    const before = await count('contact_captcha_uses');
    const answers = await Promise.all(Array.from({ length: 30 }, () => forged()).map((c) => enquiryFrom('127.0.8.3', c, wrongFor(c))));
    expect(answers).toEqual(answers.map(() => refused));
    expect(await count('contact_captcha_uses')).toBe(before + sendersLimit);
  });

  it('decision 083: over its limit, a wrong answer does not use the challenge up either, and a right one still answers it once', async () => {
    const challenge = forged();
    expect(await enquiryFrom('127.0.8.1', challenge, wrongFor(challenge))).toEqual(refused);
    expect(await db().selectFrom('contact_captcha_uses').select('challenge').where('challenge', '=', challenge).execute()).toEqual([]);
    expect(await enquiryFrom('127.0.8.4', challenge, answerOf(challenge))).toEqual(['mail_sent', []]);
    expect(await enquiryFrom('127.0.8.5', challenge, answerOf(challenge))).toEqual(refused);
  });
});
