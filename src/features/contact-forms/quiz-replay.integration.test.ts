import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { serveOverHttp } from '../../../tests/support/http-shop';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { setSetting } from '../checkout/checkout-test-support';
import { contactPageEntries, formIdOf, hiddenEntries, multipart } from './feedback-test-support';
import { postFeedbackFrom, sendFrom, statusOf } from './http-test-support';
import { insertForm } from './queries.server';

const inactive = { active: false, recipient: '', sender: '', subject: '', additional_headers: '', body: '', attachments: '', use_html: false, exclude_blank: false };
const eightForm = {
  title: 'Câu đố',
  template: '[text* your-name] [quiz q "Hai nhân bốn bằng mấy (viết bằng số)?|8"] [submit "Gửi"]',
  mail: { ...inactive, active: true, recipient: 'banhang@cuahang.example', subject: 'Tin của [your-name]', body: '[your-name]' },
  mail2: inactive,
  messages: {},
  settings: { acceptanceAsValidation: false, autop: true },
};

describe.each(testDatabases.map((d) => [d.name, d] as const))('quiz answers on %s, over HTTP', (_name, kind) => {
  let shop: TestShop;
  let server: Awaited<ReturnType<typeof serveOverHttp>>;
  let contactPage: number;
  let eight: number;
  let contactCopy: number;
  const db = () => shop.deps.database.db;
  const refill = async (formId: number) =>
    (await sendFrom(server.base, '127.0.0.1', 'GET', `/wp-json/contact-form-7/v1/contact-forms/${formId}/refill`)).body as { quiz: Record<string, [string, string]> };

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setSetting(db(), 'contact_rate_limit_count', '100');
    await setSetting(db(), 'shop_email', 'banhang@cuahang.example');
    contactPage = await formIdOf(shop, 'contactPage');
    const now = new Date().toISOString();
    eight = await insertForm(db(), { slug: 'cau-do', title: eightForm.title, definition: JSON.stringify(eightForm) }, now);
    const { definition } = await db().selectFrom('contact_forms').select('definition').where('id', '=', contactPage).executeTakeFirstOrThrow();
    contactCopy = await insertForm(db(), { slug: 'lien-he-2', title: 'Liên hệ 2', definition }, now);
    server = await serveOverHttp(shop);
  });
  afterAll(async () => {
    await server?.close();
    await shop?.close();
  });

  it('decision 033: a quiz hash answers only its own question on its own form; a bot cannot replay one everywhere', async () => {
    let learnt: string | undefined;
    for (let i = 0; i < 60 && !learnt; i++) {
      const [question, hash] = (await refill(contactPage)).quiz['kiem-tra']!;
      if (question.startsWith('Năm cộng ba')) learnt = hash;
    }
    const eightAnswer = { 'kiem-tra': '8', '_wpcf7_quiz_answer_kiem-tra': learnt! };
    const onOtherQuestion = await postFeedbackFrom(server.base, '127.0.0.1', eight, multipart([...hiddenEntries(shop, eight), ['your-name', 'Bot'], ['q', '8'], ['_wpcf7_quiz_answer_q', learnt!]]));
    expect(statusOf(onOtherQuestion)).toBe('validation_failed');
    const onOtherForm = await postFeedbackFrom(server.base, '127.0.0.1', contactCopy, multipart(contactPageEntries(shop, contactCopy, eightAnswer)));
    expect(statusOf(onOtherForm)).toBe('validation_failed');
    const onItsOwn = await postFeedbackFrom(server.base, '127.0.0.1', contactPage, multipart(contactPageEntries(shop, contactPage, eightAnswer)));
    expect(statusOf(onItsOwn)).toBe('mail_sent');
    const [, fresh] = (await refill(eight)).quiz.q!;
    const answered = await postFeedbackFrom(server.base, '127.0.0.1', eight, multipart([...hiddenEntries(shop, eight), ['your-name', 'Lan'], ['q', ' 8 '], ['_wpcf7_quiz_answer_q', fresh]]));
    expect(statusOf(answered)).toBe('mail_sent');
  });
});
