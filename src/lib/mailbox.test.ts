import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('reads sub-addresses, case and Gmail\'s dots as the one inbox they reach', () => {
    expect(['An+tin@Example.vn', ' an@example.vn ', 'an+@example.vn'].map(mailboxOf)).toEqual(Array(3).fill('an@example.vn'));
    expect(['nguyen.van.an@gmail.com', 'NguyenVanAn+shop@googlemail.com'].map(mailboxOf)).toEqual(Array(2).fill('nguyenvanan@gmail.com'));
  });
  it('keeps other providers\' dots, and what is no address as it is', () => {
    expect(mailboxOf('nguyen.an@yahoo.com')).toBe('nguyen.an@yahoo.com');
    expect(mailboxOf('+tin@example.vn')).toBe('+tin@example.vn');
    expect(mailboxOf('khong-phai-dia-chi')).toBe('khong-phai-dia-chi');
  });
});
