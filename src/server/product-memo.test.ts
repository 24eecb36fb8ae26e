import { describe, expect, it } from 'vitest';
import { followingChanges, productsChanged, shopChanged } from './page-changes.server';
import { rememberedPerProduct } from './product-memo.server';

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
    return key === 'missing' ? undefined : { id: key === 'slow' ? 3 : Number(key), reads, tags: [] };
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

  it('is read once while its database is followed, again after its own change, not after another product’s', async () => {
    const { db, reads, kept } = counted();
    const stop = followingChanges(db);
    expect((await kept(db, 1))?.reads).toBe(1);
    expect((await kept(db, 1))?.reads).toBe(1);
    productsChanged(db, new Set([2]));
    expect((await kept(db, 1))?.reads).toBe(1);
    productsChanged({}, new Set([1])); // another database's product 1
    expect((await kept(db, 1))?.reads).toBe(1);
    productsChanged(db, new Set([1]));
    expect((await kept(db, 1))?.reads).toBe(2);
    shopChanged();
    expect((await kept(db, 1))?.reads).toBe(3);
    stop();
    await kept(db, 1);
    expect(reads()).toBe(4);
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
});
