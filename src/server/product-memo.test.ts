import { describe, expect, it } from 'vitest';
import { followingChanges, pageChangesMade, productsChanged, shopChanged } from './page-changes.server';
import { rememberedById, rememberedPerProduct } from './product-memo.server';

interface Answer {
  id: number;
  reads: number;
  tags: string[];
}

// A catalogue of two products read through the memo, counting the reads it really makes.
function counted() {
  const db = {};
  let reads = 0;
  const gates: (() => void)[] = [];
  const read = async (_db: object, key: number | string): Promise<Answer | undefined> => {
    reads++;
    if (key === 'slow') await new Promise<void>((open) => gates.push(open));
    if (key === 'broken') throw new Error('no database');
    return String(key).startsWith('missing') ? undefined : { id: key === 'slow' ? 3 : Number(key), reads, tags: [] };
  };
  return { db, reads: () => reads, open: () => gates.shift()?.(), kept: rememberedPerProduct(read, (answer) => answer?.id) };
}

describe('a product kept in memory (decision 070)', () => {
  it('is read every time for a database whose changes nobody follows', async () => {
    const { db, reads, kept } = counted();
    await kept(db, 1);
    await kept(db, 1);
    expect(reads()).toBe(2);
  });

  it('is read once while its database is followed, again after its own change or the whole shop’s, not after another product’s', async () => {
    const { db, reads, kept } = counted();
    const stop = followingChanges(db);
    expect((await kept(db, 1))?.reads).toBe(1);
    expect((await kept(db, 1))?.reads).toBe(1);
    productsChanged(db, new Set([2]));
    expect((await kept(db, 1))?.reads).toBe(1);
    productsChanged({}, new Set([1])); // another database's product 1
    expect((await kept(db, 1))?.reads).toBe(1);
    await pageChangesMade(); // an in-app write: the change log, not this call, names what it changed
    expect((await kept(db, 1))?.reads).toBe(1);
    productsChanged(db, new Set([1]));
    expect((await kept(db, 1))?.reads).toBe(2);
    shopChanged();
    expect((await kept(db, 1))?.reads).toBe(3);
    stop();
    await kept(db, 1);
    expect(reads()).toBe(4);
  });

  it('keeps a full memo of products while a crawler asks for slugs that are no product', async () => {
    const { db, reads, kept } = counted();
    const stop = followingChanges(db);
    const products = Array.from({ length: 500 }, (_, i) => i + 1);
    for (const id of products) await kept(db, id);
    await Promise.all(Array.from({ length: 300 }, (_, i) => kept(db, `missing-${i}`))); // a crawler, 300 at once
    const before = reads();
    for (const id of products) await kept(db, id);
    expect(reads()).toBe(before);
    stop();
  });

  it('is not kept when a change comes while it is being read, nor when there is no product or the read fails', async () => {
    const { db, reads, open, kept } = counted();
    const stop = followingChanges(db);
    const reading = kept(db, 'slow');
    productsChanged(db, new Set([99])); // the product being read is not known yet: any change drops it
    open();
    expect((await reading)?.id).toBe(3);
    await kept(db, 'missing');
    await kept(db, 'missing');
    await expect(kept(db, 'broken')).rejects.toThrow('no database');
    await expect(kept(db, 'broken')).rejects.toThrow('no database');
    const again = kept(db, 'slow');
    open();
    await again;
    expect(reads()).toBe(6);
    stop();
  });

  it('is frozen, as every request shares it', async () => {
    const { db, kept } = counted();
    const stop = followingChanges(db);
    const answer = (await kept(db, 1))!;
    expect(() => answer.tags.push('x')).toThrow(TypeError);
    stop();
  });

  it('by id: reads only the ids not kept, and keeps nothing of a read during which a product changed', async () => {
    const db = {};
    const asked: number[][] = [];
    let gate = Promise.resolve();
    const kept = rememberedById(async (_db: object, ids: number[]) => (asked.push(ids), await gate, new Map(ids.filter((id) => id < 10).map((id) => [id, { id }]))));
    const stop = followingChanges(db);
    expect([...(await kept(db, [1, 2])).keys()]).toEqual([1, 2]);
    expect([...(await kept(db, [2, 3, 11])).keys()].sort()).toEqual([2, 3]);
    expect(asked).toEqual([[1, 2], [3, 11]]); // 11 is no product: asked again next time
    productsChanged(db, new Set([2]));
    await kept(db, [1, 2, 3]);
    expect(asked.at(-1)).toEqual([2]);
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const reading = kept(db, [4]);
    productsChanged(db, new Set([99]));
    open();
    await reading;
    gate = Promise.resolve();
    await kept(db, [4]);
    expect(asked.at(-1)).toEqual([4]);
    const card = (await kept(db, [1])).get(1)!;
    expect(() => Object.assign(card, { id: 5 })).toThrow(TypeError);
    stop();
    await kept(db, [1]);
    expect(asked.at(-1)).toEqual([1]);
  });
});
