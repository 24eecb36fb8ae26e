import { describe, expect, it } from 'vitest';
import { formMessages } from './form-messages';
import { parseFormTemplate } from './parse-template';
import { validationSchema } from './schema';

describe('validation schema of feedback/schema', () => {
  const messages = formMessages({ invalid_required: 'Bắt buộc.' });

  it('spec 7.3: {version, locale, rules:[{rule, field, error, threshold?}]} in the order fields are checked', () => {
    const form = parseFormTemplate('[text* ten minlength:2] [email e] [number n min:1 max:9 step:2] [date d max:2025-12-31] [submit]');
    expect(validationSchema(form, messages)).toEqual({
      version: 'Contact Form 7 SWV Schema 2024-10',
      locale: 'vi',
      rules: [
        { rule: 'required', field: 'ten', error: 'Bắt buộc.' },
        { rule: 'minlength', field: 'ten', error: messages.invalid_too_short, threshold: 2 },
        { rule: 'maxlength', field: 'ten', error: messages.invalid_too_long, threshold: 400 },
        { rule: 'email', field: 'e', error: messages.invalid_email },
        { rule: 'maxlength', field: 'e', error: messages.invalid_too_long, threshold: 400 },
        { rule: 'number', field: 'n', error: messages.invalid_number },
        { rule: 'minnumber', field: 'n', error: messages.number_too_small, threshold: 1 },
        { rule: 'maxnumber', field: 'n', error: messages.number_too_large, threshold: 9 },
        { rule: 'stepnumber', field: 'n', error: messages.invalid_number, threshold: 2, base: 1 },
        { rule: 'date', field: 'd', error: messages.invalid_date },
        { rule: 'maxdate', field: 'd', error: messages.date_too_late, threshold: '2025-12-31' },
      ],
    });
  });

  it('choices list what they accept, files their kinds and size; quiz, CAPTCHA and acceptance have no client rules', () => {
    const form = parseFormTemplate('[select* s "A|a@x.vn" "B"] [file* f filetypes:pdf limit:2mb] [quiz q "?|1"] [captchac c] [captchar c] [acceptance a]x[/acceptance]');
    expect(validationSchema(form, messages).rules).toEqual([
      { rule: 'required', field: 's', error: 'Bắt buộc.' },
      { rule: 'enum', field: 's', error: messages.invalid_choice, accept: ['A', 'B'] },
      { rule: 'requiredfile', field: 'f', error: 'Bắt buộc.' },
      { rule: 'file', field: 'f', error: messages.upload_file_type_invalid, accept: ['pdf'] },
      { rule: 'maxfilesize', field: 'f', error: messages.upload_file_too_large, threshold: 2 * 1024 * 1024 },
    ]);
  });
});
