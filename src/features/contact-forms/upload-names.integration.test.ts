import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { setSetting } from '../checkout/checkout-test-support';
import { deliverQueuedMail } from '../mail/index.server';
import { hiddenEntries, multipart } from './feedback-test-support';
import { openHttpShop, type HttpShop, postFeedbackFrom, statusOf } from './http-test-support';
import { insertForm } from './queries.server';
import { startSmtp, toAddresses } from './smtp-test-support';
import { testFormDefinition } from './test-support';

const cvForm = testFormDefinition('[text* your-name] [email* your-email] [file* cv limit:1mb filetypes:pdf|jpg] [submit "Gửi"]', { recipient: 'tuyendung@cuahang.example', body: 'CV: [cv]', attachments: '[cv]' });

describe.each(testDatabases.map((d) => [d.name, d] as const))('contact-form upload names on %s, over HTTP', (_name, kind) => {
  let http: HttpShop;
  let cv: number;
  const db = () => http.shop.deps.database.db;
  const send = (name: string, bytes: string, type: string) =>
    postFeedbackFrom(http.base, '127.0.0.51', cv, multipart([...hiddenEntries(http.shop, cv), ['your-name', 'Up'], ['your-email', 'up@example.org'], ['cv', new File([bytes], name, { type })]]));

  beforeAll(async () => {
    http = await openHttpShop(kind);
    await setSetting(db(), 'contact_rate_limit_count', '100');
    cv = await insertForm(db(), { slug: 'gui-cv', title: 'Gửi CV', definition: JSON.stringify(cvForm) }, new Date().toISOString());
  });
  afterAll(() => http?.close());

  it('decision 033: a PDF named .html or .exe is refused; a PDF named .pdf reaches the SMTP server as application/pdf', async () => {
    const pdfWithPage = '%PDF-1.4\n<html><body><script>alert(document.domain)</script><h1>Pay here</h1></body></html>';
    for (const name of ['invoice.html', 'payment.exe', 'hoa-don\u202efdp.html', 'hoa-don']) {
      const answer = await send(name, pdfWithPage, 'text/html');
      expect([name, statusOf(answer)]).toEqual([name, 'validation_failed']);
      expect((answer.body as { invalid_fields: { field: string }[] }).invalid_fields.map((f) => f.field)).toEqual(['cv']);
    }
    expect(await db().selectFrom('contact_submission_files').select('id').execute()).toEqual([]);
    expect(statusOf(await send('hoa-don.PDF', '%PDF-1.4\n%âãÏÓ\n1 0 obj', 'application/pdf'))).toBe('mail_sent');
    const smtp = await startSmtp();
    try {
      await deliverQueuedMail(http.shop.deps, nodemailer.createTransport(smtp.url));
      const mail = smtp.received.find((m) => toAddresses(m).includes('tuyendung@cuahang.example'))!;
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['hoa-don.PDF', 'application/pdf']]);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
