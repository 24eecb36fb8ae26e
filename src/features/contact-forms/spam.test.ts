import { describe, expect, it } from 'vitest';
import { findDisallowed } from '../../lib/disallowed-words.server';
import { checkFillToken, fillToken, fillTokenNow } from './fill-time.server';

const scope = { formId: 5, unitTag: 'wpcf7-f5-p12-o1' };
const limits = { minFillMs: 3000, maxAgeMs: 24 * 3600_000 };
const issued = Date.UTC(2025, 5, 1, 8, 0, 0);

describe('spam defences as pure rules', () => {
  it('a signed fill time passes after the minimum and before the maximum age', () => {
    const token = fillToken(scope, issued, 's3cret');
    expect(checkFillToken(token, scope, issued + 5000, 's3cret', limits)).toBe('ok');
    expect(checkFillToken(token, scope, issued + 1000, 's3cret', limits)).toBe('too_fast');
    expect(checkFillToken(token, scope, issued + 25 * 3600_000, 's3cret', limits)).toBe('expired');
  });

  it('a fill time signed with another secret, for another form, altered or missing is forged', () => {
    const token = fillToken(scope, issued, 's3cret');
    const later = issued + 60_000;
    expect(checkFillToken(fillToken(scope, issued, 'other'), scope, later, 's3cret', limits)).toBe('forged');
    expect(checkFillToken(token, { ...scope, unitTag: 'wpcf7-f6-p12-o1' }, later, 's3cret', limits)).toBe('forged');
    expect(checkFillToken(token.replace(String(issued), String(issued - 60_000)), scope, later, 's3cret', limits)).toBe('forged');
    expect(checkFillToken('', scope, later, 's3cret', limits)).toBe('forged');
    expect(checkFillToken(`${issued}.${'A'.repeat(43)}`, scope, later, 's3cret', limits)).toBe('forged');
  });

  it('a form rendered now is stamped with the start of its second, signed once that second, and checked as before', () => {
    const now = issued + 1234;
    const token = fillTokenNow(scope, now, 's3cret');
    expect(token).toBe(fillToken(scope, issued + 1000, 's3cret'));
    expect(fillTokenNow(scope, now + 700, 's3cret')).toBe(token);
    expect(fillTokenNow(scope, now + 800, 's3cret')).toBe(fillToken(scope, issued + 2000, 's3cret'));
    expect(fillTokenNow(scope, now, 'other')).toBe(fillToken(scope, issued + 1000, 'other'));
    const other = { ...scope, unitTag: 'wpcf7-f5-p13-o1' };
    expect(checkFillToken(fillTokenNow(other, now, 's3cret'), scope, now + 5000, 's3cret', limits)).toBe('forged');
    expect(checkFillToken(fillTokenNow(scope, now, 's3cret'), scope, now + 5000, 's3cret', limits)).toBe('ok');
    expect(checkFillToken(fillTokenNow(scope, now, 's3cret'), scope, now + 1000, 's3cret', limits)).toBe('too_fast');
  });

  it('disallowed words match folded Vietnamese, whole words only', () => {
    const list = ['cá độ', 'vay tiền nhanh', 'spam.example', ''];
    expect(findDisallowed(['Nhận CA DO bóng đá'], list)).toBe('cá độ');
    expect(findDisallowed(['Dịch vụ Vay  Tiền   Nhanh!'], list)).toBe('vay tiền nhanh');
    expect(findDisallowed(['xem tại https://spam.example/x'], list)).toBe('spam.example');
    expect(findDisallowed(['Tôi cần cái cadao', 'khong spam-example'], list)).toBeUndefined();
    expect(findDisallowed(['Đặt cá độ'], ['đặt'])).toBe('đặt');
    expect(findDisallowed(['dung'], ['dụ'])).toBeUndefined();
  });

  it('a disallowed word split by characters drawn as nothing (zero-width space, soft hyphen, word joiner) is still found', () => {
    for (const hidden of ['\u200b', '\u00ad', '\u2060', '\ufeff', '\u034f']) {
      expect(findDisallowed([`Nhận c${hidden}á đ${hidden}ộ`], ['cá độ'])).toBe('cá độ');
      expect(findDisallowed([`xem spam${hidden}.example`], ['spam.example'])).toBe('spam.example');
    }
  });
});
