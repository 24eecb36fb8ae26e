import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { setSetting } from '../checkout/checkout-test-support';
import { contactPageEntries, formIdOf, multipart, postFeedback, widgetEntries } from './feedback-test-support';
import type { FeedbackAnswer } from './feedback-answer';

describe.each(testDatabases.map((d) => [d.name, d] as const))('contact-form feedback on %s', (_name, kind) => {
  let shop: TestShop;
  let contactPage: number;
  let widget: number;
  const db = () => shop.deps.database.db;
  const submissions = () => db().selectFrom('contact_submissions').selectAll().orderBy('id').execute();
  const outbox = () => db().selectFrom('outbox').selectAll().orderBy('id').execute();
  const answerOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as FeedbackAnswer;
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
    contactPage = await formIdOf(shop, 'contactPage');
    widget = await formIdOf(shop, 'contactWidget');
    await setSetting(db(), 'shop_email', 'banhang@cuahang.example');
  });
  afterAll(() => shop?.close());
  beforeEach(async () => {
    await db().deleteFrom('rate_events').where('kind', '=', 'contact-form').execute();
  });

  it('spec 7.3: a valid Liên hệ submission is stored, then Mail and Mail (2) are queued; the answer is mail_sent', async () => {
    const answer = await answerOf(await postFeedback(shop, contactPage, multipart(contactPageEntries(shop, contactPage))));
    expect(answer).toMatchObject({
      contact_form_id: contactPage,
      status: 'mail_sent',
      message: 'Cảm ơn bạn đã gửi tin nhắn. Chúng tôi sẽ phản hồi sớm nhất có thể.',
      into: `#wpcf7-f${contactPage}-p0-o1`,
      invalid_fields: [],
    });
    expect(answer.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(answer.quiz ?? {})).toEqual(['kiem-tra']);
    const [stored] = await submissions();
    expect(stored).toMatchObject({ form_id: contactPage, status: 'mail_sent', posted_data_hash: answer.posted_data_hash, page_url: 'http://localhost/lien-he/', user_agent: 'Mozilla/5.0 (test)' });
    expect(JSON.parse(stored!.fields)['your-name']).toEqual({ raw: ['Nguyễn Thị Lan'], values: ['Nguyễn Thị Lan'] });
    const mails = await outbox();
    expect(JSON.parse(stored!.mail_ids)).toEqual(mails.map((m) => m.id));
    expect(mails.map((m) => [m.recipient, m.reply_to])).toEqual([
      ['banhang@cuahang.example', '"Nguyễn Thị Lan" <lan.nguyen@example.com>'],
      ['"Nguyễn Thị Lan" <lan.nguyen@example.com>', 'banhang@cuahang.example'],
    ]);
    expect(mails[0]!.subject).toBe('Cửa Hàng Việt "Hỏi về đổi hàng"');
    expect(mails[0]!.text_body).toContain('Gửi từ trang Liên hệ (http://localhost/lien-he/)');
  });

  it('spec 4.5: missing and malformed fields answer validation_failed with each field, and store nothing', async () => {
    const before = (await submissions()).length;
    const answer = await answerOf(
      await postFeedback(shop, contactPage, multipart(contactPageEntries(shop, contactPage, { 'your-name': '', 'your-email': 'khong-phai-email', 'kiem-tra': 'Huế' }))),
    );
    const tag = `wpcf7-f${contactPage}-p0-o1`;
    expect(answer.status).toBe('validation_failed');
    expect(answer.posted_data_hash).toBe('');
    expect(answer.invalid_fields.map((f) => [f.field, f.message, f.error_id])).toEqual([
      ['your-name', 'Vui lòng điền vào ô này.', `${tag}-ve-your-name`],
      ['your-email', 'Vui lòng nhập một địa chỉ e-mail hợp lệ.', `${tag}-ve-your-email`],
      ['kiem-tra', 'Câu trả lời chưa đúng.', `${tag}-ve-kiem-tra`],
    ]);
    expect(answer.invalid_fields[0]).toMatchObject({ idref: `${tag}-your-name`, into: 'span.wpcf7-form-control-wrap[data-name = "your-name"]' });
    expect((await submissions()).length).toBe(before);
  });

  it('spec 4.5: an unchecked acceptance box answers acceptance_missing and stores nothing', async () => {
    const before = (await submissions()).length;
    const entries = contactPageEntries(shop, contactPage).filter(([name]) => name !== 'dong-y');
    const answer = await answerOf(await postFeedback(shop, contactPage, multipart(entries)));
    expect([answer.status, answer.message]).toEqual(['acceptance_missing', 'Bạn cần đồng ý với điều khoản trước khi gửi tin nhắn.']);
    expect((await submissions()).length).toBe(before);
  });

  it('decision 033: honeypot, a form sent at once, disallowed words and the rate limit are spam, writing nothing', async () => {
    const before = [(await submissions()).length, (await outbox()).length];
    const spam = async (entries: ReturnType<typeof widgetEntries>) => (await answerOf(await postFeedback(shop, widget, multipart(entries)))).status;
    expect(await spam(widgetEntries(shop, widget, { 'contact-website': 'http://spam.example' }))).toBe('spam');
    expect(await spam(widgetEntries(shop, widget, {}, 200))).toBe('spam');
    await setSetting(db(), 'contact_disallowed_words', 'casino\nvay tiền');
    expect(await spam(widgetEntries(shop, widget, { 'your-message': 'Vay TIEN nhanh' }))).toBe('spam');
    await setSetting(db(), 'contact_disallowed_words', '');
    expect([(await submissions()).length, (await outbox()).length]).toEqual(before);
    await setSetting(db(), 'contact_rate_limit_count', '1');
    expect(await spam(widgetEntries(shop, widget))).toBe('mail_sent');
    expect(await spam(widgetEntries(shop, widget))).toBe('spam');
    await setSetting(db(), 'contact_rate_limit_count', '5');
  });

  it('spec 7.3: a Mail that cannot be addressed answers mail_failed and keeps the submission', async () => {
    const row = await db().selectFrom('contact_forms').select('definition').where('id', '=', widget).executeTakeFirstOrThrow();
    const definition = JSON.parse(row.definition);
    await db().updateTable('contact_forms').set({ definition: JSON.stringify({ ...definition, mail: { ...definition.mail, recipient: '[your-phone]' } }), updated_at: new Date().toISOString() }).where('id', '=', widget).execute();
    try {
      const answer = await answerOf(await postFeedback(shop, widget, multipart(widgetEntries(shop, widget))));
      expect(answer.status).toBe('mail_failed');
      expect(answer.message).toBe('Đã có lỗi khi gửi tin nhắn. Vui lòng thử lại sau.');
      expect(answer.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
      const last = (await submissions()).at(-1)!;
      expect([last.form_id, last.status, JSON.parse(last.fields)['your-name'].raw]).toEqual([widget, 'mail_failed', ['Trần Văn Minh']]);
    } finally {
      await db().updateTable('contact_forms').set({ definition: row.definition, updated_at: new Date(0).toISOString() }).where('id', '=', widget).execute();
    }
  });

  it('spec 7.3: a submission whose mail cannot be queued keeps nothing and answers aborted: stored means mailed', async () => {
    const down = kind.name === 'sqlite'
      ? ["create trigger outbox_down before insert on outbox begin select raise(abort, 'outbox down'); end"]
      : ["create function outbox_down() returns trigger language plpgsql as $$ begin raise exception 'outbox down'; end $$", 'create trigger outbox_down before insert on outbox for each row execute function outbox_down()'];
    const up = kind.name === 'sqlite' ? ['drop trigger outbox_down'] : ['drop trigger outbox_down on outbox', 'drop function outbox_down()'];
    const [before, mailBefore] = [(await submissions()).length, (await outbox()).length];
    for (const statement of down) await sql.raw(statement).execute(db());
    try {
      const answer = await answerOf(await postFeedback(shop, contactPage, multipart(contactPageEntries(shop, contactPage))));
      expect(answer.status).toBe('aborted');
      expect([(await submissions()).length, (await outbox()).length]).toEqual([before, mailBefore]);
    } finally {
      for (const statement of up) await sql.raw(statement).execute(db());
    }
  });

  it('contract.md: the exact errors — 415 for a body that is not multipart, 404 for an unknown form, 400 for the unit tag', async () => {
    const urlencoded = await postFeedback(shop, widget, '_wpcf7_unit_tag=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect([urlencoded.status, await urlencoded.json()]).toEqual([415, { code: 'wpcf7_unsupported_media_type', message: expect.any(String), data: { status: 415 } }]);
    const json = await postFeedback(shop, widget, '{}', { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    for (const id of [99999, 'abc', '0']) {
      const unknown = await postFeedback(shop, id, multipart(widgetEntries(shop, widget)));
      expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([404, 'wpcf7_not_found']);
    }
    const withTag = (tags: string[]) => multipart([...widgetEntries(shop, widget).filter(([n]) => n !== '_wpcf7_unit_tag'), ...tags.map((t) => ['_wpcf7_unit_tag', t] as [string, string])]);
    for (const tags of [[], ['wpcf7-f1-p0'], [`wpcf7-f${contactPage}-p0-o1`], [`wpcf7-f${widget}-p0-o1`, `wpcf7-f${widget}-p0-o2`], ['<script>']]) {
      const response = await postFeedback(shop, widget, withTag(tags));
      expect([response.status, await response.json()]).toEqual([400, { code: 'wpcf7_unit_tag_not_found', message: expect.any(String), data: { status: 400 } }]);
    }
  });

  it('hostile bodies: 1 MB fields fail validation, unknown fields are ignored, repeated fields are refused, over 8 MB is 413', async () => {
    const before = (await submissions()).length;
    const huge = 'a'.repeat(1024 * 1024);
    const long = await answerOf(await postFeedback(shop, widget, multipart(widgetEntries(shop, widget, { 'your-message': huge }))));
    expect([long.status, long.invalid_fields.map((f) => [f.field, f.message])]).toEqual(['validation_failed', [['your-message', 'Nội dung ô này dài quá mức cho phép.']]]);
    const repeated = await answerOf(await postFeedback(shop, widget, multipart([...widgetEntries(shop, widget), ['your-name', 'Kẻ Thứ Hai']])));
    expect(repeated.invalid_fields.map((f) => [f.field, f.message])).toEqual([['your-name', 'Ô này chỉ nhận một giá trị.']]);
    expect((await submissions()).length).toBe(before);
    const tooBig = await postFeedback(shop, widget, multipart([...widgetEntries(shop, widget), ['blob', new File([new Uint8Array(9 * 1024 * 1024)], 'big.bin')]]));
    expect([tooBig.status, ((await tooBig.json()) as { code: string }).code]).toEqual([413, 'rest_request_too_large']);
    const unknown = await answerOf(await postFeedback(shop, widget, multipart([...widgetEntries(shop, widget), ['is_admin', '1'], ['extra', 'x'.repeat(5000)]])));
    expect(unknown.status).toBe('mail_sent');
    expect(Object.keys(JSON.parse((await submissions()).at(-1)!.fields)).sort()).toEqual(['your-message', 'your-name', 'your-phone']);
  });

  it('spec 7.3: refill answers [] for a form without challenges and the quiz for one with; the schema lists the rules', async () => {
    const plain = await shop.app.request(`/wp-json/contact-form-7/v1/contact-forms/${widget}/refill`);
    expect([plain.status, await plain.json()]).toEqual([200, []]);
    const quiz = (await (await shop.app.request(`/wp-json/contact-form-7/v1/contact-forms/${contactPage}/refill`)).json()) as { quiz: Record<string, [string, string]> };
    expect(quiz.quiz['kiem-tra']![1]).toMatch(/^[0-9a-f]{64}$/);
    const schema = (await (await shop.app.request(`/wp-json/contact-form-7/v1/contact-forms/${widget}/feedback/schema`)).json()) as { version: string; locale: string; rules: { rule: string; field: string }[] };
    expect([schema.version, schema.locale]).toEqual(['Contact Form 7 SWV Schema 2024-10', 'vi']);
    expect(schema.rules).toContainEqual(expect.objectContaining({ rule: 'required', field: 'your-name' }));
    expect((await shop.app.request('/wp-json/contact-form-7/v1/contact-forms/99999/refill')).status).toBe(404);
  });
});
