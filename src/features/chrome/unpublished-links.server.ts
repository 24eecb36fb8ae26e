import type { Db } from '../../db/index.server';
import { urls } from '../../lib/urls';

type Address = { type: 'page' | 'post'; slug: string };

const blog = urls.blog();
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The page or post a menu link's path may be the address of (`/<slug>/`, `/tin-tuc/<slug>/`), if any. */
function contentAddress(url: string): Address | undefined {
  const [type, slug] = url.startsWith(blog) ? (['post', url.slice(blog.length, -1)] as const) : (['page', url.slice(1, -1)] as const);
  return url.endsWith('/') && slugPattern.test(slug) ? { type, slug } : undefined;
}

const key = (a: Address) => `${a.type}/${a.slug}`;

/**
 * The menu links (as `url`s) that lead to a page or post the shop has but does not show: a draft, private or
 * scheduled one, which would answer 404. A link to anything else (a category, the cart, another site) is kept.
 */
async function unpublishedLinks(db: Db, linkUrls: string[]): Promise<Set<string>> {
  const addresses = new Map<string, string[]>();
  for (const url of linkUrls) {
    const address = contentAddress(url);
    if (address) addresses.set(key(address), [...(addresses.get(key(address)) ?? []), url]);
  }
  if (addresses.size === 0) return new Set();
  const slugs = [...new Set([...addresses.keys()].map((k) => k.slice(k.indexOf('/') + 1)))];
  const rows = await db.selectFrom('posts').select(['type', 'slug', 'status']).where('type', 'in', ['page', 'post']).where('slug', 'in', slugs).execute();
  const published = new Set(rows.filter((r) => r.status === 'publish').map((r) => key(r as Address)));
  const hidden = rows.filter((r) => !published.has(key(r as Address))).flatMap((r) => addresses.get(key(r as Address)) ?? []);
  return new Set(hidden);
}

/** The menu rows without links to unpublished pages and posts, nor the items below them (which menuTree would lift to the top). */
export async function withoutUnpublishedLinks<Row extends { id: number; parent_id: number | null; url: string }>(db: Db, rows: Row[]): Promise<Row[]> {
  const hidden = await unpublishedLinks(db, rows.map((row) => row.url));
  if (hidden.size === 0) return rows;
  const hiddenIds = new Set(rows.filter((row) => hidden.has(row.url)).map((row) => row.id));
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  const isGone = (id: number) => {
    // Bounded by the row count, so a parent loop in the stored rows cannot hang the walk up.
    for (let at: number | null | undefined = id, steps = 0; at != null && steps <= rows.length; at = parentOf.get(at), steps++) {
      if (hiddenIds.has(at)) return true;
    }
    return false;
  };
  return rows.filter((row) => !isGone(row.id));
}
