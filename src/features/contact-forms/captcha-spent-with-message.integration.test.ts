import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { captchaAnswerOf, newCaptchaChallenge } from './captcha.server';
import type { FeedbackAnswer } from './feedback-answer';
import { formIdOf, hiddenEntries, multipart, type Entry } from './feedback-test-support';
import { openHttpShop, postFeedbackFrom, statusOf, type HttpShop } from './http-test-support';
import { insertForm } from './queries.server';
import { formSecrets } from './stored-forms.server';
import { pngBytes } from './test-support';
import { uploadsFolder } from './uploads.server';

const field = 'ma-xac-nhan';
const inactive = { active: false, recipient: '', sender: '', subject: '', additional_headers: '', body: '', attachments: '', use_html: false, exclude_blank: false };
const photoForm = {
  title: 'Gửi ảnh sản phẩm lỗi',
  template: `[text* your-name] [file anh filetypes:png limit:2kb] [captchac ${field}] [captchar ${field}] [submit "Gửi"]`,
  mail: { ...inactive, active: true, recipient: 'banhang@cuahang.example', subject: 'Ảnh của [your-name]', body: '[your-name]', attachments: '[anh]' },
  mail2: inactive,
  messages: {},
  settings: { acceptanceAsValidation: false, autop: true },
};

// Decision 083, follow-up: a right CAPTCHA answer is used up only with the message it let through, in one transaction.
describe.each(testDatabases.map((d) => [d.name, d] as const))('a right CAPTCHA answer and its message on %s', (_name, kind) => {
  let http: HttpShop;
  let enquiry: number;
  let photos: number;
  const db = () => http.shop.deps.database.db;
  const answerOf = (challenge: string) => captchaAnswerOf(challenge, formSecrets(http.shop.deps.config).captchaSecret);
  const challengeFor = () => newCaptchaChallenge(Date.now() + 30 * 60_000);
  const usesOf = async (challenge: string) => (await db().selectFrom('contact_captcha_uses').select('challenge').where('challenge', '=', challenge).execute()).length;
  const countedFor = async (address: string) => (await db().selectFrom('rate_events').select('at').where('kind', '=', 'contact-form').where('subject', '=', address).execute()).length;
  const messages = async () => (await db().selectFrom('contact_submissions').select('id').execute()).length;
  const send = async (formId: number, address: string, entries: Entry[]) => {
    const sent = await postFeedbackFrom(http.base, address, formId, multipart([...hiddenEntries(http.shop, formId), ...entries]));
    return [statusOf(sent), (sent.body as FeedbackAnswer).invalid_fields?.map((f) => f.field) ?? []];
  };
  const enquiryWith = (challenge: string, message: string): Entry[] => [
    ['your-name', 'Phạm An'], ['your-phone', '0987 654 321'], ['your-message', message],
    [`_wpcf7_captcha_challenge_${field}`, challenge], [field, answerOf(challenge)],
  ];

  beforeAll(async () => {
    http = await openHttpShop(kind);
    enquiry = await formIdOf(http.shop, 'productEnquiry');
    photos = await insertForm(db(), { slug: 'anh-loi', title: photoForm.title, definition: JSON.stringify(photoForm) }, new Date().toISOString());
  });
  afterAll(() => http?.close());

  it('decision 083: a right answer on a post refused for another field writes no use and counts nothing; the corrected post uses it once and counts once', async () => {
    const challenge = challengeFor();
    const before = await messages();
    expect(await send(enquiry, '127.0.9.1', enquiryWith(challenge, ''))).toEqual(['validation_failed', ['your-message']]);
    expect([await usesOf(challenge), await countedFor('127.0.9.1'), await messages()]).toEqual([0, 0, before]);
    expect(await send(enquiry, '127.0.9.1', enquiryWith(challenge, 'Áo còn size XL không?'))).toEqual(['mail_sent', []]);
    expect([await usesOf(challenge), await countedFor('127.0.9.1'), await messages()]).toEqual([1, 1, before + 1]);
    expect(await send(enquiry, '127.0.9.1', enquiryWith(challenge, 'Áo còn size XL không?'))).toEqual(['validation_failed', [field]]);
  });

  it('decision 083: a right answer whose message cannot be stored (its upload folder blocked) writes no use; once unblocked, the same answer sends', async () => {
    const challenge = challengeFor();
    const entries: Entry[] = [['your-name', 'Lê Hoa'], ['anh', new File([pngBytes], 'loi.png', { type: 'image/png' })], [`_wpcf7_captcha_challenge_${field}`, challenge], [field, answerOf(challenge)]];
    const before = await messages();
    rmSync(uploadsFolder(http.shop.deps.config.dataDir), { recursive: true, force: true });
    writeFileSync(uploadsFolder(http.shop.deps.config.dataDir), 'not a folder');
    try {
      expect(await send(photos, '127.0.9.2', entries)).toEqual(['aborted', []]);
    } finally {
      rmSync(uploadsFolder(http.shop.deps.config.dataDir));
    }
    expect([await usesOf(challenge), await countedFor('127.0.9.2'), await messages()]).toEqual([0, 0, before]);
    expect(await send(photos, '127.0.9.2', entries)).toEqual(['mail_sent', []]);
    expect([await usesOf(challenge), await countedFor('127.0.9.2'), await messages()]).toEqual([1, 1, before + 1]);
  });

  it('decision 083: one right answer posted six times at once sends one message; the others are refused on the CAPTCHA and keep nothing', async () => {
    const challenge = challengeFor();
    const before = await messages();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(enquiry, `127.0.9.${10 + i}`, enquiryWith(challenge, 'Áo còn size XL không?'))));
    expect(answers.filter(([status]) => status === 'mail_sent')).toHaveLength(1);
    expect(answers.filter(([status]) => status !== 'mail_sent')).toEqual(Array.from({ length: 5 }, () => ['validation_failed', [field]]));
    expect([await usesOf(challenge), await messages()]).toEqual([1, before + 1]);
  });
});
