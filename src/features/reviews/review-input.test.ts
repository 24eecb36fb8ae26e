import { describe, expect, it } from 'vitest';
import { reviewFields as f, reviewLimits as limit } from './review-fields';
import { lacksRequiredRating, readReviewInput } from './review-input';

const valid = { [f.postId]: '12', [f.rating]: '4', [f.author]: 'Lan', [f.email]: 'lan@example.vn', [f.comment]: 'Áo đẹp, vải mát.' };
const read = (changes: Record<string, string | undefined> = {}) => {
  const fields = Object.entries({ ...valid, ...changes }).filter((pair): pair is [string, string] => pair[1] !== undefined);
  return readReviewInput(new URLSearchParams(fields));
};
// An address of exactly n characters.
const emailOf = (n: number) => `${'a'.repeat(n - '@example.vn'.length)}@example.vn`;

describe('readReviewInput (spec 2.3, 5.1; limits of decision 040)', () => {
  it('spec 2.3: reads a review, trimmed; no parent and no rating are null', () => {
    expect(read({ [f.author]: '  Lan ', [f.comment]: '\n Tốt \t' })).toEqual({ productId: 12, parentId: null, rating: 4, author: 'Lan', email: 'lan@example.vn', content: 'Tốt' });
    expect(read({ [f.parent]: '0', [f.rating]: '' })).toMatchObject({ parentId: null, rating: null });
    expect(read({ [f.parent]: '7', [f.rating]: undefined })).toMatchObject({ parentId: 7, rating: null });
  });

  it('issue 13: every length limit holds at the limit and refuses one past it (trimmed first)', () => {
    expect(read({ [f.author]: 'a'.repeat(limit.author) })?.author).toHaveLength(limit.author);
    expect(read({ [f.author]: ` ${'a'.repeat(limit.author)} ` })).toBeDefined();
    expect(read({ [f.author]: 'a'.repeat(limit.author + 1) })).toBeUndefined();
    expect(read({ [f.email]: emailOf(limit.email) })?.email).toHaveLength(limit.email);
    expect(read({ [f.email]: emailOf(limit.email + 1) })).toBeUndefined();
    expect(read({ [f.comment]: 'a'.repeat(limit.comment) })?.content).toHaveLength(limit.comment);
    expect(read({ [f.comment]: 'a'.repeat(limit.comment + 1) })).toBeUndefined();
    expect(read({ [f.comment]: 'ab' })?.content).toBe('ab');
    expect(read({ [f.comment]: ' a ' })).toBeUndefined(); // one character after trimming
  });

  it('issue 13: the product, author, e-mail and comment are required; blank is missing', () => {
    for (const name of [f.postId, f.author, f.email, f.comment]) {
      expect(read({ [name]: undefined }), name).toBeUndefined();
      expect(read({ [name]: '   ' }), name).toBeUndefined();
    }
    expect(read({ [f.email]: 'lan@' })).toBeUndefined();
    // The e-mail is the notification's Reply-To: nothing that could add a header or a second address.
    for (const email of ['lan@example.vn\r\nBcc: x@example.vn', 'lan@example.vn\nBcc: x@example.vn', 'lan@example.vn,x@example.vn', 'lan@example.vn;x@example.vn', 'Lan <lan@example.vn>', '"a b"@example.vn', 'lan\u200b@example.vn']) {
      expect(read({ [f.email]: email }), email).toBeUndefined();
    }
  });

  it('spec 5.1: the rating, when given, is a whole number 1 to 5', () => {
    for (const rating of ['1', '5']) expect(read({ [f.rating]: rating })?.rating).toBe(Number(rating));
    for (const rating of ['0', '6', '-1', '2.5', 'abc', '4 sao', 'Infinity', '1e1', ' 3', '+3', '0x3', '3.0', '1e0', '٣']) expect(read({ [f.rating]: rating }), rating).toBeUndefined();
  });

  it('issue 13: hostile ids and repeated or bracketed fields are refused or read as one plain value', () => {
    for (const id of ['0', '-3', '1.5', 'NaN', '', '9'.repeat(400)]) expect(read({ [f.postId]: id }), id).toBeUndefined();
    for (const parent of ['-1', 'x', '2.5']) expect(read({ [f.parent]: parent }), parent).toBeUndefined();
    // PHP-style arrays and objects arrive as other names: the real field is then missing.
    expect(readReviewInput(new URLSearchParams([...Object.entries(valid).filter(([n]) => n !== f.comment), [`${f.comment}[]`, 'hay'], [`${f.comment}[a]`, 'hay']]))).toBeUndefined();
    const twice = new URLSearchParams([...Object.entries(valid), [f.rating, '1']]);
    expect(readReviewInput(twice)?.rating).toBe(4); // the first value counts, as a form's
  });

  it('hidden characters are dropped, the name kept on one line; only invisible is missing; a signed-in account names the author', () => {
    expect(read({ [f.comment]: 'a\u0007b\u001bc\u200b\r\n\r\nd' })?.content).toBe('abc\n\nd');
    expect(read({ [f.author]: 'Lan\r\nXếp hạng: 5/5\u202e' })?.author).toBe('Lan Xếp hạng: 5/5');
    for (const author of ['\u0000', '\u200b', '\u202e\u2066', '\u3164']) expect(read({ [f.author]: author }), author).toBeUndefined();
    expect(read({ [f.comment]: 'a\u200b\u200b' })).toBeUndefined(); // one character once the hidden ones are gone
    expect(read({ [f.author]: `${'a'.repeat(limit.author)}\u200b` })?.author).toHaveLength(limit.author);
    const fromAccount = readReviewInput(new URLSearchParams({ ...valid, [f.author]: 'Giả', [f.email]: 'not-an-email' }), { name: 'Chủ tài khoản', email: 'chu@example.vn' });
    expect(fromAccount).toMatchObject({ author: 'Chủ tài khoản', email: 'chu@example.vn' });
  });
});

describe('lacksRequiredRating (spec 8.1)', () => {
  const input = (rating: number | null, parentId: number | null) => ({ ...read()!, rating, parentId });
  it('spec 8.1: only a review without stars, and only while the setting asks for them', () => {
    expect(lacksRequiredRating(input(null, null), true)).toBe(true);
    expect(lacksRequiredRating(input(null, null), false)).toBe(false);
    expect(lacksRequiredRating(input(3, null), true)).toBe(false);
    expect(lacksRequiredRating(input(null, 9), true)).toBe(false); // a reply carries no rating
  });
});
