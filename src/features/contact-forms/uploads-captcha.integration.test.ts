import { readFileSync } from 'node:fs';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { setSetting } from '../checkout/checkout-test-support';
import { deliverQueuedMail } from '../mail/index.server';
import { contactPageEntries, formIdOf, hiddenEntries, multipart, postFeedback } from './feedback-test-support';
import type { FeedbackAnswer } from './feedback-answer';
import { captchaAnswerOf } from './captcha.server';
import { insertForm } from './queries.server';
import { startSmtp, toAddresses as to } from './smtp-test-support';
import { formSecrets } from './stored-forms.server';
import { pngBytes } from './test-support';

const uploadForm = {
  title: 'Gửi hồ sơ',
  template: '[text* your-name] [file* ho-so filetypes:pdf|png limit:2kb] [submit "Gửi"]',
  mail: { active: true, recipient: 'tuyendung@cuahang.example', sender: '', subject: 'Hồ sơ của [your-name]', additional_headers: '', body: 'Hồ sơ: [ho-so]', attachments: '[ho-so]', use_html: false, exclude_blank: false },
  mail2: { active: false, recipient: '', sender: '', subject: '', additional_headers: '', body: '', attachments: '', use_html: false, exclude_blank: false },
  messages: {},
  settings: { acceptanceAsValidation: false, autop: true },
};

describe.each(testDatabases.map((d) => [d.name, d] as const))('contact-form uploads, CAPTCHA and mail on %s', (_name, kind) => {
  let shop: TestShop;
  let uploads: number;
  const db = () => shop.deps.database.db;
  const answerOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as FeedbackAnswer;
  };
  const upload = (file: File) => multipart([...hiddenEntries(shop, uploads), ['your-name', 'Lê Hoa'], ['ho-so', file]]);

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setSetting(db(), 'contact_rate_limit_count', '100');
    await setSetting(db(), 'shop_email', 'banhang@cuahang.example');
    uploads = await insertForm(db(), { slug: 'ho-so', title: uploadForm.title, definition: JSON.stringify(uploadForm) }, new Date().toISOString());
  });
  afterAll(() => shop?.close());

  it('uploads: a file of the right kind is stored under DATA_DIR by a name of ours; the mail attaches it', async () => {
    const answer = await answerOf(await postFeedback(shop, uploads, upload(new File([pngBytes], '../../etc/ảnh thẻ.png', { type: 'image/png' }))));
    expect(answer.status).toBe('mail_sent');
    const file = await db().selectFrom('contact_submission_files').selectAll().executeTakeFirstOrThrow();
    expect([file.field, file.original_name, file.kind, file.size]).toEqual(['ho-so', 'ảnh thẻ.png', 'png', pngBytes.length]);
    expect(file.stored_path.startsWith(shop.deps.config.dataDir)).toBe(true);
    expect(file.stored_path).toMatch(/contact-form-uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    expect(new Uint8Array(readFileSync(file.stored_path))).toEqual(pngBytes);
    const mail = await db().selectFrom('outbox').selectAll().where('recipient', '=', 'tuyendung@cuahang.example').executeTakeFirstOrThrow();
    expect(JSON.parse(mail.attachments)).toEqual([{ filename: 'ảnh thẻ.png', path: file.stored_path }]);
  });

  it('uploads: a disguised file (a script named .pdf) and one over the limit fail validation and store nothing', async () => {
    const before = await db().selectFrom('contact_submission_files').select('id').execute();
    const disguised = await answerOf(await postFeedback(shop, uploads, upload(new File(['#!/bin/sh\nrm -rf /'], 'hoso.pdf', { type: 'application/pdf' }))));
    expect(disguised.invalid_fields.map((f) => [f.field, f.message])).toEqual([['ho-so', 'Bạn không được phép tải lên loại tệp này.']]);
    const big = new Uint8Array(3000);
    big.set(pngBytes);
    const oversize = await answerOf(await postFeedback(shop, uploads, upload(new File([big], 'lon.png'))));
    expect(oversize.invalid_fields.map((f) => [f.field, f.message])).toEqual([['ho-so', 'Tệp tải lên quá lớn.']]);
    expect(await db().selectFrom('contact_submission_files').select('id').execute()).toEqual(before);
  });

  it('uploads are never served: no URL under the site reaches DATA_DIR', async () => {
    const file = await db().selectFrom('contact_submission_files').select('stored_path').executeTakeFirstOrThrow();
    const relative = file.stored_path.slice(shop.deps.config.dataDir.length);
    for (const path of [relative, `/wp-content/uploads${relative}`, `/assets/..${relative}`]) {
      expect((await shop.app.request(path)).status).toBe(404);
    }
  });

  it('spec 9.5: the CAPTCHA image is ours, named by its challenge; the right answer sends once, the same answer again fails', async () => {
    const enquiry = await formIdOf(shop, 'productEnquiry');
    const refill = (await (await shop.app.request(`/wp-json/contact-form-7/v1/contact-forms/${enquiry}/refill`)).json()) as { captcha: Record<string, string> };
    const url = refill.captcha['ma-xac-nhan']!;
    const challenge = /\/wp-content\/uploads\/wpcf7_captcha\/(\d+)\.png$/.exec(url)![1]!;
    const image = await shop.app.request(url);
    expect([image.status, image.headers.get('content-type'), image.headers.get('cache-control')]).toEqual([200, 'image/png', 'no-store']);
    expect(new Uint8Array(await image.arrayBuffer()).slice(0, 8)).toEqual(pngBytes.slice(0, 8));
    const answer = captchaAnswerOf(challenge, formSecrets(shop.deps.config).captchaSecret);
    const body = () =>
      multipart([
        ...hiddenEntries(shop, enquiry),
        ['product-name', 'Áo thun nam cổ tròn'], ['your-name', 'Phạm An'], ['your-phone', '0987 654 321'], ['your-message', 'Áo còn size XL không?'],
        ['_wpcf7_captcha_challenge_ma-xac-nhan', challenge], ['ma-xac-nhan', answer.toLowerCase()],
      ]);
    const sent = await answerOf(await postFeedback(shop, enquiry, body(), { origin: 'http://localhost' }));
    expect(sent.status).toBe('mail_sent');
    expect(sent.captcha?.['ma-xac-nhan']).toMatch(/^\/wp-content\/uploads\/wpcf7_captcha\/\d+\.png$/);
    expect(await db().selectFrom('contact_submissions').select('product_name').where('form_id', '=', enquiry).execute()).toEqual([{ product_name: 'Áo thun nam cổ tròn' }]);
    expect((await shop.app.request(url)).status).toBe(404);
    const again = await answerOf(await postFeedback(shop, enquiry, body()));
    expect(again.invalid_fields.map((f) => [f.field, f.message])).toEqual([['ma-xac-nhan', 'Mã xác nhận bạn nhập chưa đúng.']]);
  });

  it('a real SMTP server receives Mail and Mail (2) of the Liên hệ form, and the upload as an attachment', async () => {
    const smtp = await startSmtp();
    try {
      const contactPage = await formIdOf(shop, 'contactPage');
      expect((await answerOf(await postFeedback(shop, contactPage, multipart(contactPageEntries(shop, contactPage))))).status).toBe('mail_sent');
      await deliverQueuedMail(shop.deps, nodemailer.createTransport(smtp.url));
      const mail = smtp.received.find((m) => to(m).includes('banhang@cuahang.example') && m.subject === 'Cửa Hàng Việt "Hỏi về đổi hàng"')!;
      const mail2 = smtp.received.find((m) => to(m).includes('lan.nguyen@example.com'))!;
      expect(mail.replyTo?.value).toEqual([{ address: 'lan.nguyen@example.com', name: 'Nguyễn Thị Lan' }]);
      expect(mail.text).toContain('Lời nhắn:\nTôi muốn đổi chiếc áo size M sang size L, có được không ạ?');
      expect(mail2.subject).toBe('Cửa Hàng Việt đã nhận được tin nhắn của bạn');
      expect(mail2.text).toContain('Chào Nguyễn Thị Lan,');
      const withFile = smtp.received.find((m) => to(m).includes('tuyendung@cuahang.example'))!;
      expect(withFile.attachments.map((a) => [a.filename, a.contentType, a.content.length])).toEqual([['ảnh thẻ.png', 'image/png', pngBytes.length]]);
      expect(await db().selectFrom('outbox').select('status').where('status', '!=', 'sent').execute()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
