import { describe, expect, it } from 'vitest';
import { feedbackAnswer } from './feedback-answer';
import { fillToken } from './fill-time.server';
import { formMessages } from './form-messages';
import { postedDataHash } from './posted-data-hash.server';
import { parseFormTemplate } from './parse-template';
import { screenSubmission } from './screen.server';
import type { SpamSettings } from './spam-check.server';
import { submissionOf, unitTag, validationContext, type Entry } from './test-support';

const form = parseFormTemplate('[text* ten] [textarea loi-nhan] [checkbox loai free_text "Hỏi hàng" "Khác"] [acceptance dong-y]Tôi đồng ý[/acceptance] [submit]');
const now = Date.UTC(2025, 5, 1, 8, 0, 0);
const settings: SpamSettings = { secret: 'spam-secret', minFillMs: 3000, maxTokenAgeMs: 86_400_000, disallowedWords: ['cá độ'], rateLimit: { kind: 'contact-form', max: 5, windowMs: 3_600_000 } };
const sender = { formId: 5, unitTag, now, remoteIp: '203.0.113.9', userAgent: 'Mozilla/5.0' };
const token = fillToken({ formId: 5, unitTag }, now - 20_000, 'spam-secret');
const good: Entry[] = [['ten', 'Lan'], ['loi-nhan', 'Xin chào'], ['dong-y', '1'], ['_wpcf7_fill_token', token], ['contact-website', '']];

const screen = async (entries: Entry[], senderChanges = {}) =>
  screenSubmission(form, await submissionOf(entries), validationContext(), { settings, sender: { ...sender, ...senderChanges } });
const without = (name: string) => good.filter(([n]) => n !== name);

describe('the server order: validate → acceptance → spam', () => {
  it('a good submission passes all three with its cleaned fields', async () => {
    const result = await screen(good);
    expect(result.status).toBe('passed');
    expect(result.posted.get('ten')).toEqual({ raw: ['Lan'], values: ['Lan'] });
  });

  it('validation comes first: an invalid spam submission without acceptance is validation_failed', async () => {
    const result = await screen([['contact-website', 'http://x'], ['loi-nhan', 'cá độ']]);
    expect(result).toMatchObject({ status: 'validation_failed', invalidFields: [{ field: 'ten' }] });
  });

  it('acceptance comes before spam', async () => {
    expect(await screen([...without('dong-y'), ['contact-website', 'x']])).toMatchObject({ status: 'acceptance_missing' });
  });

  it.each([
    ['a filled honeypot', [...without('contact-website'), ['contact-website', 'http://seo.example']], {}, 'honeypot'],
    ['no fill time', without('_wpcf7_fill_token'), {}, 'forged_token'],
    ['a form posted two seconds after it was rendered', good, { now: now - 18_000 }, 'too_fast'],
    ['a fill time from two days ago', good, { now: now + 2 * 86_400_000 }, 'expired_token'],
    ['a disallowed word', [...without('loi-nhan'), ['loi-nhan', 'Nhận CA ĐỘ']], {}, 'disallowed_words'],
    ['a disallowed word in a free-text option', [...good, ['loai[]', 'Khác'], ['loai_free_text', 'cá độ']], {}, 'disallowed_words'],
    ['a disallowed address', good, { remoteIp: '198.51.100.7' }, 'disallowed_words', ['198.51.100.7']],
  ] as [string, Entry[], object, string, string[]?][])('%s is spam', async (_, entries, changes, reason, words) => {
    const submission = await submissionOf(entries);
    const spam = { settings: { ...settings, disallowedWords: words ?? settings.disallowedWords }, sender: { ...sender, ...changes } };
    expect(await screenSubmission(form, submission, validationContext(), spam)).toMatchObject({ status: 'spam', reason });
  });
});

describe('feedback answer', () => {
  const messages = formMessages({ mail_sent_ok: 'Đã gửi!' });

  it('spec 7.3: the answer carries status, message, into and the field errors; the hash only once sent', () => {
    expect(feedbackAnswer({ formId: 5, unitTag, status: 'validation_failed', messages, postedDataHash: 'abc' })).toEqual({
      contact_form_id: 5, status: 'validation_failed', message: messages.validation_error, posted_data_hash: '', into: `#${unitTag}`, invalid_fields: [],
    });
    expect(feedbackAnswer({ formId: 5, unitTag, status: 'mail_sent', messages, postedDataHash: 'abc', refill: { quiz: { q: ['?', 'h'] } } })).toEqual({
      contact_form_id: 5, status: 'mail_sent', message: 'Đã gửi!', posted_data_hash: 'abc', into: `#${unitTag}`, invalid_fields: [], quiz: { q: ['?', 'h'] },
    });
  });

  it.each([
    ['acceptance_missing', 'accept_terms'], ['spam', 'spam'], ['aborted', 'mail_sent_ng'], ['mail_failed', 'mail_sent_ng'],
  ] as const)('spec 8.3: %s answers the form’s %s message', (status, key) => {
    expect(feedbackAnswer({ formId: 5, unitTag, status, messages }).message).toBe(messages[key]);
  });

  it('the posted data hash depends on the fields and values only, not their order', () => {
    const a = new Map([['ten', { raw: ['Lan'], values: ['Lan'] }], ['m', { raw: ['x'], values: ['x'] }]]);
    const b = new Map([['m', { raw: ['x'], values: ['x'] }], ['ten', { raw: ['Lan'], values: ['Lan'] }]]);
    expect(postedDataHash(a)).toMatch(/^[0-9a-f]{32}$/);
    expect(postedDataHash(a)).toBe(postedDataHash(b));
    expect(postedDataHash(a)).not.toBe(postedDataHash(new Map([['ten', { raw: ['Lan!'], values: ['Lan!'] }]])));
  });
});
