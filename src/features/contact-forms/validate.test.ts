import { describe, expect, it } from 'vitest';
import { formMessages } from './form-messages';
import { parseFormTemplate } from './parse-template';
import { submissionOf, unitTag, validationContext, type Entry } from './test-support';
import { validateSubmission } from './validate.server';

const messages = formMessages();

async function errorsOf(template: string, entries: Entry[]) {
  const form = parseFormTemplate(template);
  const { invalidFields } = await validateSubmission(form, await submissionOf(entries), validationContext());
  return Object.fromEntries(invalidFields.map((f) => [f.field, f.message]));
}

describe('server-side validation of a submission', () => {
  it('spec 7.3: a missing required field is reported with the contract’s field error shape', async () => {
    const form = parseFormTemplate('[text* your-name] [email* your-email id:email-field] [textarea your-message]');
    const { invalidFields } = await validateSubmission(form, await submissionOf([['your-name', '   ']]), validationContext());
    expect(invalidFields).toEqual([
      { field: 'your-name', message: messages.invalid_required, idref: `${unitTag}-your-name`, error_id: `${unitTag}-ve-your-name`, into: 'span.wpcf7-form-control-wrap[data-name = "your-name"]' },
      { field: 'your-email', message: messages.invalid_required, idref: 'email-field', error_id: `${unitTag}-ve-your-email`, into: 'span.wpcf7-form-control-wrap[data-name = "your-email"]' },
    ]);
  });

  it('checks e-mail, URL, telephone, number and date formats', async () => {
    const template = '[email e] [url u] [tel t] [number n] [date d]';
    expect(await errorsOf(template, [['e', 'lan@@shop'], ['u', 'shop.vn'], ['t', 'gọi tôi'], ['n', '12abc'], ['d', '2025-02-30']])).toEqual({
      e: messages.invalid_email, u: messages.invalid_url, t: messages.invalid_tel, n: messages.invalid_number, d: messages.invalid_date,
    });
    expect(await errorsOf(template, [['e', 'lan@shop.vn'], ['u', 'https://shop.vn'], ['t', '+84 912 345 678'], ['n', '-1.5'], ['d', '2024-02-29']])).toEqual({});
  });

  it('an e-mail field refuses a second address or a line break riding along', async () => {
    for (const value of ['a@shop.vn, b@shop.vn', 'a@shop.vn\r\nBcc: b@shop.vn', 'Lan <a@shop.vn>']) {
      expect(await errorsOf('[email e]', [['e', value]])).toEqual({ e: messages.invalid_email });
    }
  });

  it('checks number and range limits and steps, and date limits', async () => {
    const template = '[number n min:1 max:10 step:0.5] [range r min:0 max:100] [date d min:2025-01-01 max:2025-12-31]';
    expect(await errorsOf(template, [['n', '0.5'], ['r', '101'], ['d', '2024-12-31']])).toEqual({
      n: messages.number_too_small, r: messages.number_too_large, d: messages.date_too_early,
    });
    expect(await errorsOf(template, [['n', '11'], ['d', '2026-01-01']])).toEqual({ n: messages.number_too_large, d: messages.date_too_late });
    expect(await errorsOf(template, [['n', '2.25']])).toEqual({ n: messages.invalid_number });
    expect(await errorsOf(template, [['n', '9.5'], ['r', '0'], ['d', '2025-06-01']])).toEqual({});
  });

  it('checks text lengths in characters, and caps fields without a maxlength (a 1 MB field is refused)', async () => {
    const template = '[text t minlength:3 maxlength:5] [textarea m] [text plain]';
    expect(await errorsOf(template, [['t', 'ab']])).toEqual({ t: messages.invalid_too_short });
    expect(await errorsOf(template, [['t', 'abcdef']])).toEqual({ t: messages.invalid_too_long });
    expect(await errorsOf(template, [['t', 'Đồng ý']])).toEqual({ t: messages.invalid_too_long });
    expect(await errorsOf(template, [['t', 'Hà Nội']])).toEqual({ t: messages.invalid_too_long });
    expect(await errorsOf(template, [['t', 'Huế ạ']])).toEqual({});
    expect(await errorsOf(template, [['m', 'x'.repeat(1024 * 1024)], ['plain', 'y'.repeat(401)]])).toEqual({
      m: messages.invalid_too_long, plain: messages.invalid_too_long,
    });
  });

  it('choices must be among the options; a free-text option is accepted with its text', async () => {
    const template = '[select s "A" "B"] [checkbox c "Một" "Hai" "Khác"] [radio r "X" "Y"] [checkbox f free_text "Có" "Khác"]';
    expect(await errorsOf(template, [['s', 'C'], ['c[]', 'Một'], ['c[]', 'Ba'], ['r', 'Z'], ['f[]', 'Khác'], ['f_free_text', 'Tự viết']])).toEqual({
      s: messages.invalid_choice, c: messages.invalid_choice, r: messages.invalid_choice,
    });
    expect(await errorsOf(template, [['s', 'B'], ['c[]', 'Một'], ['c[]', 'Khác'], ['r', 'X']])).toEqual({});
  });

  it('the prompt of a select with first_as_label is no choice', async () => {
    expect(await errorsOf('[select* s first_as_label "Chọn chủ đề" "A"]', [['s', 'Chọn chủ đề']])).toEqual({ s: messages.invalid_choice });
  });

  it('a radio group and a required select with only the blank choice are missing', async () => {
    expect(await errorsOf('[radio r "X" "Y"] [select* s include_blank "A"]', [['s', '']])).toEqual({
      r: messages.invalid_required, s: messages.invalid_required,
    });
  });

  it('a field that takes one value but is posted twice is refused; lists may repeat; unknown fields are ignored', async () => {
    const template = '[text t] [checkbox c "A" "B"] [select m multiple "A" "B"] [checkbox x exclusive "A" "B"]';
    const entries: Entry[] = [['t', 'một'], ['t', 'hai'], ['c[]', 'A'], ['c[]', 'B'], ['m[]', 'A'], ['m[]', 'A'], ['x', 'A'], ['x', 'B'], ['admin', '1'], ['__proto__', 'x']];
    expect(await errorsOf(template, entries)).toEqual({ t: messages.invalid_repeated, x: messages.invalid_repeated });
  });

  it('hidden fields and values outside the form cannot make the server fail', async () => {
    expect(await errorsOf('[hidden h "a"] [submit]', [['h', 'z'.repeat(3000)], ['_wpcf7', 'x']])).toEqual({ h: messages.invalid_too_long });
  });

  it('cleans posted text: one-line fields lose line breaks and control characters, text areas keep line breaks', async () => {
    const form = parseFormTemplate('[text t] [textarea m] [select s "Bán hàng|sales@shop.vn" "Khác"]');
    const submission = await submissionOf([['t', ' Lan\r\nBcc: x@y.vn\u0000 '], ['m', 'Dòng 1\r\nDòng 2\u2028Dòng 3'], ['s', 'Bán hàng']]);
    const { posted } = await validateSubmission(form, submission, validationContext());
    expect(posted.get('t')).toEqual({ raw: ['Lan Bcc: x@y.vn'], values: ['Lan Bcc: x@y.vn'] });
    expect(posted.get('m')!.raw).toEqual(['Dòng 1\nDòng 2\nDòng 3']);
    expect(posted.get('s')).toEqual({ raw: ['Bán hàng'], values: ['sales@shop.vn'] });
  });
});
