import type { PageTag } from '../server/shown-products.server';
import { answerFrom, storedPage, type StoredAnswer, type StoredPage } from './stored-page.server';

/**
 * The page cache's memory (decision 049): pages kept for `ttlMs`, at most `maxBytes` of them counting every
 * encoding kept (identity bytes only once asked for, decision 061), the oldest dropped first. A page being rendered for a key is awaited by other misses of that key.
 */
export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private readonly fills = new Map<string, { done: Promise<void>; finish: () => void; storing: boolean }>();
  private used = 0;
  // Which kept pages show each product or listing order, and how many purges happened (a render begun before one is not kept).
  private readonly showing = new Map<PageTag, Set<string>>();
  private readonly shows = new Map<string, Iterable<PageTag>>();
  private purges = 0;
  private readonly storing = new Set<Promise<void>>();

  constructor(
    readonly ttlMs: number,
    readonly maxBytes: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  get stats(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.used };
  }

  /** The answer for a kept, fresh page, or undefined. */
  answer(key: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, head: boolean): StoredAnswer | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (Date.now() - page.at >= this.ttlMs) {
      this.drop(key, page);
      return undefined;
    }
    const size = page.size;
    const answer = answerFrom(page, acceptEncoding, ifNoneMatch, head);
    // The first answer without compression made the page's identity bytes: count them, within the bound.
    if (page.size !== size) {
      this.used += page.size - size;
      this.keepWithinBound();
    }
    return answer;
  }

  /** The render under way for this key, if any. */
  filling(key: string): Promise<void> | undefined {
    return this.fills.get(key)?.done;
  }

  /** Marks a render of this key as under way; the returned function ends it unless a store is finishing it. */
  beginFill(key: string): () => void {
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const fill = { done, finish, storing: false };
    this.fills.set(key, fill);
    return () => {
      if (fill.storing || this.fills.get(key) !== fill) return;
      this.fills.delete(key);
      fill.finish();
    };
  }

  /** A mark to give `store`: a page rendered after it is kept only if nothing was purged meanwhile. */
  get mark(): number {
    return this.purges;
  }

  /** Drops the kept pages that show any of these products (decision 018). */
  purgeProducts(ids: Iterable<number>): void {
    this.purgeTagged(ids);
  }

  /** Drops the kept listing pages sorted in any of these orders: a product may have moved onto them (decision 018). */
  purgeListingOrders(orders: Iterable<string>): void {
    this.purgeTagged([...orders].map((order) => `order:${order}` as const));
  }

  private purgeTagged(tags: Iterable<PageTag>): void {
    this.purges++;
    for (const tag of tags) {
      for (const key of [...(this.showing.get(tag) ?? [])]) {
        const page = this.pages.get(key);
        if (page) this.drop(key, page);
      }
    }
  }

  /** Drops every kept page: a menu, the category tree, the settings or what is listed changed. */
  purgeAll(): void {
    this.purges++;
    for (const [key, page] of this.pages) this.drop(key, page);
  }

  /**
   * Keeps a rendered page (its UTF-8 bytes and the response's headers) showing `tags`, then ends the render
   * under way; not when a purge came after `mark`, since the render may have read what the purge was about.
   */
  store(key: string, body: Buffer, headers: Headers, tags: Iterable<PageTag> = [], mark = this.purges): Promise<void> {
    const work = this.keep(key, body, headers, tags, mark).finally(() => this.storing.delete(work));
    this.storing.add(work);
    return work;
  }

  /** Resolves once the pages being compressed now are kept (a test's next request can then hit them). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.storing]);
  }

  private async keep(key: string, body: Buffer, headers: Headers, tags: Iterable<PageTag>, mark: number): Promise<void> {
    const fill = this.fills.get(key);
    if (fill) fill.storing = true;
    try {
      const page = await storedPage(key, body, headers);
      if (page.size > this.maxBytes || this.purges !== mark) return;
      const old = this.pages.get(key);
      if (old) this.drop(key, old);
      this.pages.set(key, page);
      this.used += page.size;
      this.shows.set(key, tags);
      for (const tag of tags) this.showing.get(tag)?.add(key) ?? this.showing.set(tag, new Set([key]));
      this.keepWithinBound();
    } finally {
      if (fill && this.fills.get(key) === fill) {
        this.fills.delete(key);
        fill.finish();
      }
    }
  }

  private keepWithinBound(): void {
    for (const [oldest, kept] of this.pages) {
      if (this.used <= this.maxBytes) break;
      this.drop(oldest, kept);
    }
  }

  private drop(key: string, page: StoredPage): void {
    this.pages.delete(key);
    this.used -= page.size;
    for (const tag of this.shows.get(key) ?? []) {
      const keys = this.showing.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.showing.delete(tag);
    }
    this.shows.delete(key);
  }
}
