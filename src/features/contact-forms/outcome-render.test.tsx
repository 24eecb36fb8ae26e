import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';
import { feedbackAnswer } from './feedback-answer';
import { formMessages } from './form-messages';
import { formOutcomeView } from './outcome-view';
import { parseFormTemplate } from './parse-template';
import { instanceOf, startTags, submissionOf, unitTag, validationContext, type Entry } from './test-support';
import { validateSubmission } from './validate.server';

const form = parseFormTemplate('[text* your-name] [email* your-email id:email] [checkbox c free_text "A" "Khác"] [quiz q "1+1?|2"] [textarea m] [submit]');
const messages = formMessages();

async function renderAfter(entries: Entry[], status?: 'mail_sent') {
  const { invalidFields, posted } = await validateSubmission(form, await submissionOf(entries), validationContext());
  const answer = feedbackAnswer({ formId: 5, unitTag, status: status ?? 'validation_failed', messages, invalidFields, postedDataHash: 'hash123' });
  return renderToStaticMarkup(<ContactForm form={form} instance={instanceOf()} outcome={formOutcomeView(answer, form, posted)} />);
}

describe('a form rendered after a submission without JavaScript', () => {
  const entries: Entry[] = [['your-email', 'not-an-email <script>'], ['c[]', 'Khác'], ['c_free_text', 'Tự viết <b>'], ['q', '3'], ['m', 'Dòng 1\nDòng 2']];

  it('spec 2.8, 8.3: the form shows the invalid status and the message in the output and status line', async () => {
    const html = await renderAfter(entries);
    expect(startTags(html, 'form')[0]).toMatchObject({ class: 'wpcf7-form invalid', 'data-status': 'invalid' });
    expect(html).toContain(`<div class="wpcf7-response-output" aria-hidden="true">${messages.validation_error}</div>`);
    expect(html).toContain(`<p role="status" aria-live="polite" aria-atomic="true">${messages.validation_error}</p>`);
  });

  it('spec 8.3: each invalid field has its tip, aria-invalid and aria-describedby; the screen-reader list links to it', async () => {
    const html = await renderAfter(entries);
    expect(html).toContain(`<ul><li id="${unitTag}-ve-your-name"><a href="#${unitTag}-your-name">${messages.invalid_required}</a></li><li id="${unitTag}-ve-your-email"><a href="#email">${messages.invalid_email}</a></li><li id="${unitTag}-ve-q"><a href="#${unitTag}-q">${messages.quiz_answer_not_correct}</a></li></ul>`);
    const name = startTags(html, 'input').find((a) => a.name === 'your-name')!;
    expect(name).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': `${unitTag}-ve-your-name` });
    expect(name.class).toContain('wpcf7-not-valid');
    expect(html).toContain(`<span class="wpcf7-not-valid-tip" aria-hidden="true">${messages.invalid_email}</span></span>`);
    expect(startTags(html, 'textarea')[0]!['aria-invalid']).toBe('false');
  });

  it('posted values are kept and escaped; the quiz answer is not', async () => {
    const html = await renderAfter(entries);
    expect(startTags(html, 'input').find((a) => a.name === 'your-email')!.value).toBe('not-an-email <script>');
    expect(html).toContain('value="not-an-email &lt;script&gt;"');
    expect(html).toContain('<textarea');
    expect(html).toContain('>Dòng 1\nDòng 2</textarea>');
    expect(startTags(html, 'input').find((a) => a.value === 'Khác')).toHaveProperty('checked', '');
    expect(startTags(html, 'input').find((a) => a.name === 'c_free_text')!.value).toBe('Tự viết <b>');
    expect(startTags(html, 'input').find((a) => a.name === 'q')!.value).toBe('');
  });

  it('after mail_sent the form is cleared, shows sent and keeps the posted data hash', async () => {
    const html = await renderAfter([['your-name', 'Lan'], ['your-email', 'lan@example.vn'], ['q', '2']], 'mail_sent');
    expect(startTags(html, 'form')[0]).toMatchObject({ class: 'wpcf7-form sent', 'data-status': 'sent' });
    expect(startTags(html, 'input').find((a) => a.name === 'your-name')!.value).toBe('');
    expect(startTags(html, 'input').find((a) => a.name === '_wpcf7_posted_data_hash')!.value).toBe('hash123');
    expect(html).toContain(`<div class="wpcf7-response-output" aria-hidden="true">${messages.mail_sent_ok}</div>`);
  });
});
