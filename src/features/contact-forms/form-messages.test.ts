import { describe, expect, it } from 'vitest';
import { formMessages, messageKeys } from './form-messages';

describe('per-form messages', () => {
  it('every key of the ecosystem has a Vietnamese default', () => {
    const messages = formMessages();
    for (const key of [
      'mail_sent_ok', 'mail_sent_ng', 'validation_error', 'spam', 'accept_terms', 'invalid_required', 'invalid_too_long',
      'invalid_too_short', 'upload_failed', 'upload_file_type_invalid', 'upload_file_too_large', 'upload_failed_php_error',
      'quiz_answer_not_correct', 'captcha_not_match', 'invalid_number', 'number_too_small', 'number_too_large',
      'invalid_email', 'invalid_url', 'invalid_tel', 'invalid_date', 'date_too_early', 'date_too_late',
    ] as const) {
      expect(messages[key]).toMatch(/[ạảãáàâầấậẩẫăằắặẳẵêềếệểễôồốộổỗơờớợởỡưừứựửữđìíịỉĩòóọỏõùúụủũ]/i);
    }
    expect(messageKeys).toHaveLength(25);
  });

  it('a form overrides some messages; blank and unknown overrides are ignored', () => {
    const messages = formMessages({ mail_sent_ok: '  Đã nhận!  ', spam: '   ', toString: 'x', bogus: 'y' });
    expect(messages.mail_sent_ok).toBe('Đã nhận!');
    expect(messages.spam).toBe(formMessages().spam);
    expect(Object.keys(messages)).toEqual(messageKeys);
  });
});
