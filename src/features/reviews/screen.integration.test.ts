import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import type { RateLimit } from '../../server/rate-limit.server';
import type { ShopSettings } from '../../settings/groups.server';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { reviewFields } from './review-fields';
import type { ReviewInput } from './review-input';
import { screenComment, screenReview } from './screen.server';
import { isDuplicate, storeReview } from './store.server';

// Issue 13, decision 044: the spam defences run in one order and the first that refuses wins.
describe.each(testDatabases.map((d) => [d.name, d] as const))('screenComment on %s', (_name, kind) => {
  let shop: TestShop;
  let settings: ShopSettings;
  let review: ReviewInput;
  let addresses = 0;
  let limits = 0;
  const db = () => shop.deps.database.db;
  const address = () => `198.51.100.${++addresses}`;
  const limitOfOne = (): RateLimit => ({ kind: `screen-test-${++limits}`, max: 1, windowMs: 3_600_000 });
  const form = (honeypot = '') => new URLSearchParams({ [reviewFields.honeypot]: honeypot });
  const used = async (limit: RateLimit) => Number((await db().selectFrom('rate_events').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', limit.kind).executeTakeFirstOrThrow()).n);

  /** The real duplicate check, noting whether the screening got as far as asking it. */
  function screened(input: ReviewInput, limit: RateLimit) {
    const asked = { duplicate: 0 };
    return { asked, value: { text: input, limit, isDuplicate: () => (asked.duplicate++, isDuplicate(db(), input)) } };
  }

  beforeAll(async () => {
    shop = await openTestShop(kind);
    const stored = await shop.deps.settings();
    settings = { ...stored, contactForms: { ...stored.contactForms, disallowedWords: ' \nsòng bạc\nCasino\n' } };
    const product = await db().selectFrom('products').select('id').where('slug', '=', demoFacts.simpleProductSlug).executeTakeFirstOrThrow();
    review = { productId: product.id, parentId: null, rating: 5, author: 'Lan', email: 'lan@example.vn', content: `Ví bền, đáng tiền ${kind.name}.` };
    await storeReview(db(), review, 'approved', false);
  });
  afterAll(() => shop?.close());

  it('decision 044: a filled honeypot is spam before anything else is looked at; nothing is counted', async () => {
    const limit = limitOfOne();
    const s = screened({ ...review, author: 'Sòng Bạc' }, limit);
    expect(await screenComment(db(), settings, form('http://spam.example'), s.value, address())).toBe('spam');
    expect([s.asked.duplicate, await used(limit)]).toEqual([0, 0]);
  });

  it('decision 044: a disallowed word (marks and case ignored) in the name, e-mail or text is spam before the duplicate check', async () => {
    for (const text of [{ author: 'SONG BAC' }, { email: 'casino@example.vn' }, { content: `${review.content} Sòng bạc!` }]) {
      const limit = limitOfOne();
      const s = screened({ ...review, ...text }, limit);
      expect(await screenComment(db(), settings, form(), s.value, address()), JSON.stringify(text)).toBe('spam');
      expect([s.asked.duplicate, await used(limit)]).toEqual([0, 0]);
    }
    const limit = limitOfOne();
    // Whole words only: "bạch" is not "bạc".
    expect(await screenComment(db(), settings, form(), screened({ ...review, content: 'Song bạch, ví đẹp.' }, limit).value, address())).toBeUndefined();
  });

  it('decision 044: the same text again by the same name or e-mail is a duplicate before the limit is counted', async () => {
    const limit = limitOfOne();
    const subject = address();
    expect(await screenReview(db(), settings, form(), { ...review, author: 'Người khác' }, subject, limit)).toBe('duplicate');
    expect(await screenReview(db(), settings, form(), { ...review, email: 'khac@example.vn' }, subject, limit)).toBe('duplicate');
    expect(await used(limit)).toBe(0);
    expect(await screenReview(db(), settings, form(), { ...review, author: 'Người khác', email: 'khac@example.vn' }, subject, limit)).toBeUndefined();
  });

  it('decision 044: the per-address limit is counted last, so only posts that pass everything else use it up', async () => {
    const limit = limitOfOne();
    const subject = address();
    const fresh = (n: number) => ({ ...review, content: `Lần ${n}: ví tốt.` });
    expect(await screenReview(db(), settings, form('x'), fresh(1), subject, limit)).toBe('spam');
    expect(await screenReview(db(), settings, form(), review, subject, limit)).toBe('duplicate');
    expect(await screenReview(db(), settings, form(), fresh(2), subject, limit)).toBeUndefined();
    expect(await screenReview(db(), settings, form(), fresh(3), subject, limit)).toBe('too_many');
    expect(await screenReview(db(), settings, form(), fresh(4), address(), limit)).toBeUndefined(); // another address has its own
    expect(await used(limit)).toBe(2);
  });
});
