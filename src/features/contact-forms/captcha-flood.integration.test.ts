import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { setSetting } from '../checkout/checkout-test-support';
import { captchaAnswerOf, captchaLifetimeMs, newCaptchaChallenge } from './captcha.server';
import type { FeedbackAnswer } from './feedback-answer';
import { formIdOf, hiddenEntries, multipart } from './feedback-test-support';
import { openHttpShop, postFeedbackFrom, sendFrom, statusOf, type HttpShop } from './http-test-support';
import { formSecrets } from './stored-forms.server';
import { pngBytes } from './test-support';

const field = 'ma-xac-nhan';
const imageOf = (challenge: string) => `/wp-content/uploads/wpcf7_captcha/${challenge}.png`;
const challengeOf = (url: string) => /\/wpcf7_captcha\/(\d+)\.png$/.exec(url)![1]!;

describe.each(testDatabases.map((d) => [d.name, d] as const))('CAPTCHA challenges on %s, over HTTP', (_name, kind) => {
  let http: HttpShop;
  let enquiry: number;
  const db = () => http.shop.deps.database.db;
  const count = async (table: 'contact_captcha_uses' | 'rate_events') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const refillFrom = async (address: string) =>
    (await sendFrom(http.base, address, 'GET', `/wp-json/contact-form-7/v1/contact-forms/${enquiry}/refill`)).body as { captcha?: Record<string, string> };
  const answerOf = (challenge: string) => captchaAnswerOf(challenge, formSecrets(http.shop.deps.config).captchaSecret);
  const enquiryFrom = (address: string, challenge: string, answer = answerOf(challenge)) =>
    postFeedbackFrom(
      http.base,
      address,
      enquiry,
      multipart([
        ...hiddenEntries(http.shop, enquiry),
        ['product-name', 'Áo thun nam cổ tròn'], ['your-name', 'Phạm An'], ['your-phone', '0987 654 321'], ['your-message', 'Áo còn size XL không?'],
        [`_wpcf7_captcha_challenge_${field}`, challenge], [field, answer],
      ]),
    );
  const outcome = (answer: { body: unknown }) => {
    const body = answer.body as FeedbackAnswer;
    return [body.status, body.invalid_fields?.map((f) => f.field) ?? []];
  };
  const refused = ['validation_failed', [field]];

  beforeAll(async () => {
    http = await openHttpShop(kind);
    enquiry = await formIdOf(http.shop, 'productEnquiry');
    await setSetting(db(), 'contact_rate_limit_count', '1000');
  });
  afterAll(() => http?.close());

  it('decision 033: 300 refills from one address (a whole mobile network behind it) each carry a new CAPTCHA and write no row', async () => {
    const [uses, events] = [await count('contact_captcha_uses'), await count('rate_events')];
    const drawn: string[] = [];
    for (let round = 0; round < 15; round++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => refillFrom('127.0.4.1')));
      drawn.push(...answers.map((a) => a.captcha?.[field] ?? 'none'));
    }
    expect(drawn.filter((url) => /^\/wp-content\/uploads\/wpcf7_captcha\/\d{20}\.png$/.test(url))).toHaveLength(300);
    expect(new Set(drawn).size).toBe(300);
    expect([await count('contact_captcha_uses'), await count('rate_events')]).toEqual([uses, events]);
  });

  it('spec 9.5: the image is the same picture on each fetch until the challenge is answered; then it is gone', async () => {
    const url = (await refillFrom('127.0.4.2')).captcha![field]!;
    const [first, again] = [await fetch(http.base + url), await fetch(http.base + url)];
    expect([first.status, first.headers.get('content-type'), first.headers.get('cache-control'), again.status]).toEqual([200, 'image/png', 'no-store', 200]);
    const [one, two] = [new Uint8Array(await first.arrayBuffer()), new Uint8Array(await again.arrayBuffer())];
    expect([one.slice(0, 8), Buffer.from(one).equals(Buffer.from(two))]).toEqual([pngBytes.slice(0, 8), true]);
    expect(statusOf(await enquiryFrom('127.0.4.2', challengeOf(url)))).toBe('mail_sent');
    expect((await fetch(http.base + url)).status).toBe(404);
  });

  it('spec 9.5: a challenge answers once, a wrong answer uses it up too, and each answer carries a new CAPTCHA', async () => {
    const challenge = challengeOf((await refillFrom('127.0.4.3')).captcha![field]!);
    const sent = await enquiryFrom('127.0.4.3', challenge);
    expect(statusOf(sent)).toBe('mail_sent');
    const fresh = (sent.body as FeedbackAnswer).captcha?.[field];
    expect(fresh).toMatch(/\/\d{20}\.png$/);
    expect(outcome(await enquiryFrom('127.0.4.4', challenge))).toEqual(refused);
    const next = challengeOf(fresh!);
    const wrong = answerOf(next) === 'ACEF' ? 'ACEH' : 'ACEF';
    expect(outcome(await enquiryFrom('127.0.4.3', next, wrong))).toEqual(refused);
    expect(outcome(await enquiryFrom('127.0.4.3', next))).toEqual(refused);
  });

  it('spec 9.5: the same right answer posted 8 times at once sends once, round after round', async () => {
    for (let round = 0; round < 5; round++) {
      const challenge = challengeOf((await refillFrom('127.0.5.1')).captcha![field]!);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => enquiryFrom(`127.0.5.${10 + i}`, challenge)));
      const outcomes = answers.map(outcome);
      expect([round, outcomes.filter(([status]) => status === 'mail_sent').length]).toEqual([round, 1]);
      expect(outcomes.filter(([status]) => status !== 'mail_sent')).toEqual(Array.from({ length: 7 }, () => refused));
    }
  });

  it('decision 033: an expired challenge, or one forged to expire beyond a lifetime from now, is refused and has no image', async () => {
    const now = Date.now();
    const expired = newCaptchaChallenge(now - 1_000);
    const farOff = newCaptchaChallenge(now + captchaLifetimeMs + 120_000);
    for (const challenge of [expired, farOff]) {
      expect((await fetch(http.base + imageOf(challenge))).status).toBe(404);
      expect(outcome(await enquiryFrom('127.0.4.5', challenge))).toEqual(refused);
    }
    const uses = await db().selectFrom('contact_captcha_uses').select('challenge').where('challenge', 'in', [expired, farOff]).execute();
    expect(uses).toEqual([]);
  });

  it('used challenges are swept a hundred at a time as new ones are used, found by their expiry', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    await db().insertInto('contact_captcha_uses').values(Array.from({ length: 250 }, (_, i) => ({ challenge: String(9_000_000 + i), expires_at: past }))).execute();
    const challenge = challengeOf((await refillFrom('127.0.4.6')).captcha![field]!);
    expect(statusOf(await enquiryFrom('127.0.4.6', challenge))).toBe('mail_sent');
    const expired = await db().selectFrom('contact_captcha_uses').select('challenge').where('expires_at', '<=', new Date().toISOString()).execute();
    expect(expired.length).toBe(150);
  });
});
