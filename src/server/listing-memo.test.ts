import { describe, expect, it } from 'vitest';
import { followingChanges, listingOrdersMoved, pageChangesMade, productsChanged, shopChanged } from './page-changes.server';
import { rememberedPerOrder } from './listing-memo.server';

// A listing read through the memo: pages of 2 ids in the given order, counting the reads it really makes.
function counted() {
  const db = {};
  const asked: string[] = [];
  let gate = Promise.resolve();
  const read = async (_db: object, order: string, page: number): Promise<number[]> => {
    asked.push(`${order} ${page}`);
    await gate;
    return [page * 2 + 1, page * 2 + 2];
  };
  const hold = () => {
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    return () => (open(), (gate = Promise.resolve()));
  };
  return { db, asked, hold, kept: rememberedPerOrder(read, (order) => order, ['popularity']) };
}

describe("a listing page's ids kept in memory (decision 070)", () => {
  it('is read every time for a database whose changes nobody follows, and in an order without change numbers', async () => {
    const { db, asked, kept } = counted();
    await kept(db, 'price', 0);
    await kept(db, 'price', 0);
    const stop = followingChanges(db);
    await kept(db, 'popularity', 0);
    await kept(db, 'popularity', 0);
    expect(asked).toEqual(['price 0', 'price 0', 'popularity 0', 'popularity 0']);
    stop();
  });

  it('is read once while followed, again when its order moves, a product on it changes or the whole shop changes', async () => {
    const { db, asked, kept } = counted();
    const stop = followingChanges(db);
    expect(await kept(db, 'price', 0)).toEqual([1, 2]);
    await kept(db, 'price', 0);
    await kept(db, 'date', 0);
    await kept(db, 'price', 1);
    expect(asked).toEqual(['price 0', 'date 0', 'price 1']);
    listingOrdersMoved(db, new Set(['date']));
    productsChanged(db, new Set([9])); // on no kept page
    listingOrdersMoved({}, new Set(['price'])); // another database's
    await pageChangesMade(); // an in-app write: the change log, not this call, names what moved
    await kept(db, 'price', 0);
    await kept(db, 'date', 0);
    expect(asked.slice(3)).toEqual(['date 0']);
    productsChanged(db, new Set([4])); // on page 1 of price
    await kept(db, 'price', 0);
    await kept(db, 'price', 1);
    expect(asked.slice(4)).toEqual(['price 1']);
    shopChanged();
    await kept(db, 'price', 0);
    expect(asked.slice(5)).toEqual(['price 0']);
    stop();
  });

  it('is not kept when a change comes while it is being read, and is frozen', async () => {
    const { db, asked, hold, kept } = counted();
    const stop = followingChanges(db);
    const open = hold();
    const reading = kept(db, 'price', 0);
    listingOrdersMoved(db, new Set(['rating']));
    open();
    const ids = await reading;
    await kept(db, 'price', 0);
    await kept(db, 'price', 0);
    expect(asked).toEqual(['price 0', 'price 0']);
    expect(() => (ids as number[]).push(3)).toThrow(TypeError);
    stop();
  });
});
