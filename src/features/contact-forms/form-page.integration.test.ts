import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { pageGlobal } from '../../../tests/support/page-globals';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { formIdOf, multipart } from './feedback-test-support';
import { quizAnswerHash, quizFormSecret } from './quiz.server';
import { formSecrets } from './stored-forms.server';
import { startTags } from './test-support';

/** The page's own form: the first on it (the contact widget's popup holds another, further down). */
function pageForm(html: string): string {
  const start = html.indexOf('<div class="wpcf7"');
  return html.slice(start, html.indexOf('</form>', start) + '</form>'.length);
}

/** The form's hidden and filled fields as the page drew them, with the visitor's answers over them. */
function formBody(html: string, answers: Record<string, string>) {
  const hidden = startTags(pageForm(html), 'input').filter((a) => a.type === 'hidden' && a.name).map((a) => [a.name!, a.value ?? ''] as [string, string]);
  return multipart([...hidden, ['contact-website', ''], ...Object.entries(answers)]);
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('the Liên hệ page and its form on %s', (_name, kind) => {
  let shop: TestShop;
  let formId: number;
  const db = () => shop.deps.database.db;

  beforeAll(async () => {
    shop = await openTestShop(kind, {});
    formId = await formIdOf(shop, 'contactPage');
    await db().insertInto('settings').values({ name: 'contact_min_fill_seconds', value: '0' }).execute();
  });
  afterAll(() => shop?.close());

  it('spec 2.8: the page shows its text, then the form with the contract markup and the wpcf7 global', async () => {
    const response = await shop.app.request('/lien-he/');
    const full = await response.text();
    const html = pageForm(full);
    const page = await db().selectFrom('posts').select('id').where('slug', '=', 'lien-he').executeTakeFirstOrThrow();
    const unitTag = `wpcf7-f${formId}-p${page.id}-o1`;
    expect(response.status).toBe(200);
    expect(full).toContain('Giờ làm việc: 8:00 – 21:00');
    expect(html).toContain(`<div class="wpcf7" id="${unitTag}" lang="vi" dir="ltr" data-wpcf7-id="${formId}">`);
    const [form] = startTags(html, 'form').filter((f) => f.class?.includes('wpcf7-form'));
    expect(form).toMatchObject({ action: `/lien-he/#${unitTag}`, method: 'post', enctype: 'multipart/form-data', 'data-status': 'init', class: 'wpcf7-form init' });
    const hidden = Object.fromEntries(startTags(html, 'input').filter((a) => a.type === 'hidden').map((a) => [a.name, a.value]));
    expect(hidden).toMatchObject({ _wpcf7: String(formId), _wpcf7_unit_tag: unitTag, _wpcf7_container_post: String(page.id) });
    expect(hidden['_wpcf7_quiz_answer_kiem-tra']).toMatch(/^[0-9a-f]{64}$/);
    expect(pageGlobal(full, 'wpcf7')).toEqual({ api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: '1' });
    expect(pageGlobal(await (await shop.app.request('/gioi-thieu/')).text(), 'wpcf7')).toEqual({ api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: '1' });
  });

  it('spec 2.8: without JavaScript an invalid post draws the page again with the tips and the typed values kept', async () => {
    const html = await (await shop.app.request('/lien-he/')).text();
    const response = await shop.app.request('/lien-he/', { method: 'POST', body: formBody(html, { 'your-name': 'Đỗ Quyên', 'your-email': 'sai', 'your-message': 'Xin chào cửa hàng, tôi cần hỏi.' }) });
    const after = pageForm(await response.text());
    expect([response.status, response.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(after).toContain('data-status="invalid"');
    expect(after).toContain('Có ô chưa được điền đúng. Vui lòng kiểm tra lại và gửi lại.');
    expect(after).toContain('<span class="wpcf7-not-valid-tip" aria-hidden="true">Vui lòng nhập một địa chỉ e-mail hợp lệ.</span>');
    expect(startTags(after, 'input').find((a) => a.name === 'your-name')?.value).toBe('Đỗ Quyên');
    expect(await db().selectFrom('contact_submissions').select('id').execute()).toEqual([]);
  });

  it('spec 2.8: without JavaScript a valid post is stored and mailed; the page says so and the form is empty again', async () => {
    const html = await (await shop.app.request('/lien-he/')).text();
    expect(html).toMatch(/Thủ đô của Việt Nam là thành phố nào\?|Năm cộng ba bằng mấy|Một tuần có mấy ngày/);
    const hash = startTags(html, 'input').find((a) => a.name === '_wpcf7_quiz_answer_kiem-tra')!.value!;
    const question = /wpcf7-quiz-label">([^<]*)</.exec(html)![1]!;
    const answer = ['Hà Nội', '8', '7'].find((a) => quizAnswerHash(question, a, quizFormSecret(formSecrets(shop.deps.config).quizSecret, formId)) === hash)!;
    const body = formBody(html, { 'your-name': 'Đỗ Quyên', 'your-email': 'quyen@example.com', 'your-message': 'Xin chào cửa hàng, tôi cần hỏi.', 'dong-y': '1', 'kiem-tra': answer });
    const after = pageForm(await (await shop.app.request('/lien-he/', { method: 'POST', body, headers: { origin: 'http://localhost' } })).text());
    expect(after).toContain('data-status="sent"');
    expect(after).toContain('Cảm ơn bạn đã gửi tin nhắn. Chúng tôi sẽ phản hồi sớm nhất có thể.');
    expect(startTags(after, 'input').find((a) => a.name === 'your-name')?.value ?? '').toBe('');
    const [stored] = await db().selectFrom('contact_submissions').selectAll().execute();
    expect([stored?.form_id, stored?.status, stored?.page_url]).toEqual([formId, 'mail_sent', '']);
  });

  it('a post to the page that is not the form is refused with 400 and stores nothing', async () => {
    const bad = await shop.app.request('/lien-he/', { method: 'POST', body: multipart([['_wpcf7_unit_tag', 'wpcf7-f999-p1-o1'], ['your-name', 'x']]) });
    expect(bad.status).toBe(400);
    const plain = await shop.app.request('/lien-he/', { method: 'POST', body: 'your-name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(plain.status).toBe(400);
    expect((await db().selectFrom('contact_submissions').select('id').execute()).length).toBe(1);
  });
});
