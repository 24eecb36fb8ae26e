import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { setSetting } from '../checkout/checkout-test-support';
import { contactPageEntries, formIdOf, hiddenEntries, multipart } from './feedback-test-support';
import { openHttpShop, type HttpShop, postFeedbackFrom, sendFrom, statusOf } from './http-test-support';
import { insertForm } from './queries.server';
import { testFormDefinition } from './test-support';

const eightForm = testFormDefinition('[text* your-name] [quiz q "Hai nhân bốn bằng mấy (viết bằng số)?|8"] [submit "Gửi"]', { recipient: 'banhang@cuahang.example' });

describe.each(testDatabases.map((d) => [d.name, d] as const))('quiz answers on %s, over HTTP', (_name, kind) => {
  let http: HttpShop;
  // The Liên hệ form, a form whose quiz has the same answer (8), and a copy of the Liên hệ form.
  let contactPage: number, eight: number, contactCopy: number;
  const db = () => http.shop.deps.database.db;
  const refill = async (formId: number) =>
    (await sendFrom(http.base, '127.0.0.1', 'GET', `/wp-json/contact-form-7/v1/contact-forms/${formId}/refill`)).body as { quiz: Record<string, [string, string]> };

  beforeAll(async () => {
    http = await openHttpShop(kind);
    await setSetting(db(), 'contact_rate_limit_count', '100');
    contactPage = await formIdOf(http.shop, 'contactPage');
    const now = new Date().toISOString();
    eight = await insertForm(db(), { slug: 'cau-do', title: 'Câu đố', definition: JSON.stringify(eightForm) }, now);
    const { definition } = await db().selectFrom('contact_forms').select('definition').where('id', '=', contactPage).executeTakeFirstOrThrow();
    contactCopy = await insertForm(db(), { slug: 'lien-he-2', title: 'Liên hệ 2', definition }, now);
  });
  afterAll(() => http?.close());

  it('decision 033: a quiz hash answers only its own question on its own form; a bot cannot replay one everywhere', async () => {
    let learnt: string | undefined;
    for (let i = 0; i < 60 && !learnt; i++) {
      const [question, hash] = (await refill(contactPage)).quiz['kiem-tra']!;
      if (question.startsWith('Năm cộng ba')) learnt = hash;
    }
    const eightAnswer = { 'kiem-tra': '8', '_wpcf7_quiz_answer_kiem-tra': learnt! };
    const onOtherQuestion = await postFeedbackFrom(http.base, '127.0.0.1', eight, multipart([...hiddenEntries(http.shop, eight), ['your-name', 'Bot'], ['q', '8'], ['_wpcf7_quiz_answer_q', learnt!]]));
    expect(statusOf(onOtherQuestion)).toBe('validation_failed');
    const onOtherForm = await postFeedbackFrom(http.base, '127.0.0.1', contactCopy, multipart(contactPageEntries(http.shop, contactCopy, eightAnswer)));
    expect(statusOf(onOtherForm)).toBe('validation_failed');
    const onItsOwn = await postFeedbackFrom(http.base, '127.0.0.1', contactPage, multipart(contactPageEntries(http.shop, contactPage, eightAnswer)));
    expect(statusOf(onItsOwn)).toBe('mail_sent');
    const [, fresh] = (await refill(eight)).quiz.q!;
    const answered = await postFeedbackFrom(http.base, '127.0.0.1', eight, multipart([...hiddenEntries(http.shop, eight), ['your-name', 'Lan'], ['q', ' 8 '], ['_wpcf7_quiz_answer_q', fresh]]));
    expect(statusOf(answered)).toBe('mail_sent');
  });
});
