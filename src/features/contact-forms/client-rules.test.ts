import { describe, expect, it } from 'vitest';
import { submitEnabled } from './acceptance-gate';
import { characterCount } from './character-count';
import { clientStatus } from './status';
import { submissionInputs } from './submission-inputs';
import { normaliseUrlInput } from './url-field';

describe('contact form rules the browser runtime shares', () => {
  it.each([
    ['init', 'init'], ['validation_failed', 'invalid'], ['acceptance_missing', 'unaccepted'], ['spam', 'spam'],
    ['aborted', 'aborted'], ['mail_sent', 'sent'], ['mail_failed', 'failed'],
  ])('spec 4.5: server status %s shows as %s', (server, client) => {
    expect(clientStatus(server)).toBe(client);
  });

  it('spec 4.5: any other status becomes custom- and a slug (non-alphanumeric runs → space, trimmed, first space run → hyphen)', () => {
    expect(clientStatus('payment_required')).toBe('custom-payment-required');
    expect(clientStatus('  waiting for -- review!! ')).toBe('custom-waiting-for review');
    expect(clientStatus('__proto__')).toBe('custom-proto');
    expect(clientStatus('toString')).toBe('custom-toString');
  });

  it('spec 5.5, 9.5: a URL field is trimmed and a bare host gets http:// without leading slashes', () => {
    expect(normaliseUrlInput('  shop.vn/lien-he ')).toBe('http://shop.vn/lien-he');
    expect(normaliseUrlInput('//cdn.shop.vn')).toBe('http://cdn.shop.vn');
    expect(normaliseUrlInput(' https://shop.vn ')).toBe('https://shop.vn');
    expect(normaliseUrlInput('mailto:a@b.vn')).toBe('mailto:a@b.vn');
    expect(normaliseUrlInput('localhost')).toBe('localhost');
    expect(normaliseUrlInput('   ')).toBe('');
  });

  it('spec 5.5: a counter shows the length, or counts down from its starting value', () => {
    expect(characterCount('Xin chào', { down: false, starting: 0 })).toEqual({ value: 8, tooLong: false, tooShort: false });
    expect(characterCount('Xin chào', { down: true, starting: 100, maximum: 100 })).toMatchObject({ value: 92 });
  });

  it('spec 5.5: a counter is too long above the maximum and too short below the minimum', () => {
    const counter = { down: false, starting: 0, maximum: 5, minimum: 2 };
    expect(characterCount('abcdef', counter)).toMatchObject({ tooLong: true, tooShort: false });
    expect(characterCount('a', counter)).toMatchObject({ tooLong: false, tooShort: true });
    expect(characterCount('ab', counter)).toMatchObject({ tooLong: false, tooShort: false });
    expect(characterCount('a\r\nb', counter).value).toBe(3);
    expect(characterCount('😀'.repeat(5), counter).tooLong).toBe(false);
  });

  it('spec 5.5: submit stays disabled until every required acceptance box is given; inverted boxes must stay unchecked', () => {
    const box = (checked: boolean, optional = false, invert = false) => ({ checked, optional, invert });
    expect(submitEnabled([], false)).toBe(true);
    expect(submitEnabled([box(false)], false)).toBe(false);
    expect(submitEnabled([box(true), box(false, true)], false)).toBe(true);
    expect(submitEnabled([box(true, false, true)], false)).toBe(false);
    expect(submitEnabled([box(false, false, true)], false)).toBe(true);
  });

  it('spec 5.5: a form that validates acceptance on the server never disables its buttons', () => {
    expect(submitEnabled([{ checked: false, optional: false, invert: false }], true)).toBe(true);
  });

  it('spec 3.8: the detail inputs leave out every field whose name begins with an underscore', () => {
    const data = new FormData();
    data.append('_wpcf7', '5');
    data.append('_wpcf7_unit_tag', 'wpcf7-f5-p2-o1');
    data.append('your-name', 'Lan');
    data.append('chon[]', 'A');
    data.append('chon[]', 'B');
    expect(submissionInputs(data.entries())).toEqual([
      { name: 'your-name', value: 'Lan' },
      { name: 'chon[]', value: 'A' },
      { name: 'chon[]', value: 'B' },
    ]);
  });
});
