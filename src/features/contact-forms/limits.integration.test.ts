import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { deliverQueuedMail } from '../mail/index.server';
import { contactPageEntries, formIdOf, hiddenEntries, multipart, widgetEntries } from './feedback-test-support';
import { openHttpShop, type HttpShop, postFeedbackFrom, statusOf } from './http-test-support';
import { insertForm } from './queries.server';
import { startSmtp } from './smtp-test-support';
import { pngBytes, testFormDefinition } from './test-support';

const uploadForm = testFormDefinition('[text* your-name] [file* anh filetypes:png limit:1kb] [submit "Gửi"]', { recipient: 'banhang@cuahang.example', attachments: '[anh]' });

describe.each(testDatabases.map((d) => [d.name, d] as const))('contact-form limits on %s, over HTTP', (_name, kind) => {
  let http: HttpShop;
  let contactPage: number;
  let widget: number;
  let uploads: number;
  const db = () => http.shop.deps.database.db;
  const storedFrom = async (address: string) => (await db().selectFrom('contact_submissions').select('id').where('remote_ip', '=', address).execute()).length;
  const tally = (statuses: string[]) => statuses.reduce<Record<string, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

  beforeAll(async () => {
    http = await openHttpShop(kind);
    contactPage = await formIdOf(http.shop, 'contactPage');
    widget = await formIdOf(http.shop, 'contactWidget');
    uploads = await insertForm(db(), { slug: 'gui-anh', title: 'Gửi ảnh', definition: JSON.stringify(uploadForm) }, new Date().toISOString());
  });
  afterAll(() => http?.close());

  it('decision 033: 30 parallel posts from one address, with or without a file, store and mail exactly the 5 the limit allows', async () => {
    const rounds: [string, () => FormData][] = [
      ['127.0.3.1', () => multipart(widgetEntries(http.shop, widget))],
      ['127.0.3.2', () => multipart(widgetEntries(http.shop, widget))],
      ['127.0.3.3', () => multipart([...hiddenEntries(http.shop, uploads), ['your-name', 'Lê Hoa'], ['anh', new File([pngBytes], 'anh.png', { type: 'image/png' })]])],
    ];
    for (const [address, body] of rounds) {
      const formId = address === '127.0.3.3' ? uploads : widget;
      const answers = await Promise.all(Array.from({ length: 30 }, () => postFeedbackFrom(http.base, address, formId, body())));
      expect([address, tally(answers.map(statusOf))]).toEqual([address, { mail_sent: 5, spam: 25 }]);
      expect(await storedFrom(address)).toBe(5);
    }
    expect((await db().selectFrom('contact_submission_files').select('id').execute()).length).toBe(5);
  });

  it('decision 022: the visitor’s copy goes to one recipient at most 3 times a day, whoever sends; the shop’s copy always goes', async () => {
    const smtp = await startSmtp();
    try {
      const statuses: string[] = [];
      for (const address of ['127.0.2.1', '127.0.2.2', '127.0.2.3', '127.0.2.4']) {
        for (let i = 0; i < 5; i++) {
          const email = i % 2 ? 'OneVictim@Example.org' : 'onevictim@example.org';
          const body = multipart(contactPageEntries(http.shop, contactPage, { 'your-name': 'Nhận quà tại http://phish.example', 'your-email': email }));
          statuses.push(statusOf(await postFeedbackFrom(http.base, address, contactPage, body)));
        }
      }
      expect(tally(statuses)).toEqual({ mail_sent: 20 });
      await deliverQueuedMail(http.shop.deps, nodemailer.createTransport(smtp.url), { batch: 1000 });
      const to = (address: string) => smtp.received.filter((m) => m.rcpt.some((r) => r.toLowerCase() === address)).length;
      const shopCopies = smtp.received.filter((m) => m.rcpt.includes('banhang@cuahang.example') && m.subject?.includes('Hỏi về đổi hàng'));
      expect([to('onevictim@example.org'), shopCopies.length]).toEqual([3, 20]);
      const other = multipart(contactPageEntries(http.shop, contactPage, { 'your-email': 'khach.khac@example.org' }));
      expect(statusOf(await postFeedbackFrom(http.base, '127.0.2.5', contactPage, other))).toBe('mail_sent');
      await deliverQueuedMail(http.shop.deps, nodemailer.createTransport(smtp.url), { batch: 1000 });
      expect(to('khach.khac@example.org')).toBe(1);
    } finally {
      await smtp.close();
    }
  });
});
