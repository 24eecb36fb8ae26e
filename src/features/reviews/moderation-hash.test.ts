import { describe, expect, it } from 'vitest';
import { moderatedId, moderationHash } from './moderation-hash.server';

const secret = 's'.repeat(40);
const link = (id: string, hash: string) => new URLSearchParams({ unapproved: id, 'moderation-hash': hash });

describe('moderationHash and moderatedId (spec 5.1: the author sees their pending review)', () => {
  it('issue 13: the same review and secret give the same 32 hex digits; another id, kind or secret another', () => {
    const hash = moderationHash(secret, 41);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(moderationHash(secret, 41, 'review')).toBe(hash);
    const others = [moderationHash(secret, 42), moderationHash(secret, 41, 'comment'), moderationHash('t'.repeat(40), 41), moderationHash(secret, 410)];
    expect(new Set([hash, ...others]).size).toBe(5);
  });

  it('issue 13: a link names its review only with the right hash for that id and kind', () => {
    const hash = moderationHash(secret, 41);
    expect(moderatedId(secret, 'review', link('41', hash))).toBe(41);
    expect(moderatedId(secret, 'comment', link('41', hash))).toBeUndefined();
    expect(moderatedId(secret, 'review', link('42', hash))).toBeUndefined();
    expect(moderatedId('t'.repeat(40), 'review', link('41', hash))).toBeUndefined();
    expect(moderatedId(secret, 'review', link('41', hash.toUpperCase()))).toBeUndefined();
  });

  it('issue 13: hostile links name nothing and never throw', () => {
    const hash = moderationHash(secret, 41);
    for (const [id, given] of [['41', ''], ['41', hash.slice(0, 31)], ['41', `${hash}0`], ['41', 'é'.repeat(32)], ['0', moderationHash(secret, 0)], ['-41', hash], ['abc', hash], ['', hash]]) {
      expect(moderatedId(secret, 'review', link(id!, given!)), `${id} ${given}`).toBeUndefined();
    }
    expect(moderatedId(secret, 'review', new URLSearchParams())).toBeUndefined();
  });
});
