import { describe, expect, it } from 'vitest';
import { isTrackableEmail } from './email-rule';

describe('which e-mails are tracked', () => {
  it.each([
    'lan.nguyen@gmail.com',
    'an_binh-92@yahoo.com.vn',
    'MAI@CUAHANGVIET.VN',
    'x@y.io',
    'khach.hang@mail.shop.info',
    'a.b@c-d.com',
    '1234@fpt.vn',
  ])('spec 5.8: %s is tracked', (email) => {
    expect(isTrackableEmail(email)).toBe(true);
  });

  it.each([
    ['a top-level domain of one letter', 'lan@gmail.c'],
    ['a top-level domain of five letters', 'lan@shop.store'],
    ['a top-level domain with digits', 'lan@shop.c0m'],
    ['no top-level domain', 'lan@localhost'],
    ['no @', 'lan.gmail.com'],
    ['two @', 'lan@nguyen@gmail.com'],
    ['an empty local part', '@gmail.com'],
    ['a space', 'lan nguyen@gmail.com'],
    ['a plus sign (outside the plugin\'s characters)', 'lan+shop@gmail.com'],
    ['Vietnamese letters', 'lân@gmail.com'],
    ['a trailing space', 'lan@gmail.com '],
    ['a trailing dot', 'lan@gmail.com.'],
    ['an empty string', ''],
    ['markup', '<b>@x.vn'],
  ])('spec 5.8: an address with %s is not tracked', (_why, email) => {
    expect(isTrackableEmail(email)).toBe(false);
  });
});
