import { answerFrom, storedPage, type StoredAnswer, type StoredPage } from './stored-page.server';

/**
 * The page cache's memory (decision 049): pages kept for `ttlMs`, at most `maxBytes` of them counting every
 * encoding, the oldest dropped first. A page being rendered for a key is awaited by other misses of that key.
 */
export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private readonly fills = new Map<string, { done: Promise<void>; finish: () => void; storing: boolean }>();
  private used = 0;
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
    if (Date.now() - page.at < this.ttlMs) return answerFrom(page, acceptEncoding, ifNoneMatch, head);
    this.drop(key, page);
    return undefined;
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

  /** Keeps a rendered page (its UTF-8 bytes and the response's headers), then ends the render under way. */
  store(key: string, body: Buffer, headers: Headers): Promise<void> {
    const work = this.keep(key, body, headers).finally(() => this.storing.delete(work));
    this.storing.add(work);
    return work;
  }

  /** Resolves once the pages being compressed now are kept (a test's next request can then hit them). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.storing]);
  }

  private async keep(key: string, body: Buffer, headers: Headers): Promise<void> {
    const fill = this.fills.get(key);
    if (fill) fill.storing = true;
    try {
      const page = await storedPage(key, body, headers);
      if (page.size > this.maxBytes) return;
      const old = this.pages.get(key);
      if (old) this.drop(key, old);
      this.pages.set(key, page);
      this.used += page.size;
      for (const [oldest, kept] of this.pages) {
        if (this.used <= this.maxBytes) break;
        this.drop(oldest, kept);
      }
    } finally {
      if (fill && this.fills.get(key) === fill) {
        this.fills.delete(key);
        fill.finish();
      }
    }
  }

  private drop(key: string, page: StoredPage): void {
    this.pages.delete(key);
    this.used -= page.size;
  }
}
