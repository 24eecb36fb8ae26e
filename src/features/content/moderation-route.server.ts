import type { Hono } from 'hono';
import * as vi from '../../lib/messages/index';
import { staffRoleOf } from '../account/index.server';
import { invalidParam, restError } from '../../server/rest/errors.server';
import { restUserId } from '../../server/rest/rest-user.server';
import { pageChangesMade } from '../../server/page-changes.server';
import { requestInput } from '../../server/request.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import type { Db } from '../../db/index.server';
import { recomputeRating } from '../reviews/index.server';
import './tables';

// The ecosystem's statuses on the wire; 'hold' is the queue this shop calls 'pending'.
const stored = { approved: 'approved', hold: 'pending', spam: 'spam', trash: 'trash' } as const;
type WireStatus = keyof typeof stored;
const wireOf = (status: string): string => (status === 'pending' ? 'hold' : status);

async function staffOnly(c: ShopContext): Promise<true | Response> {
  const userId = await restUserId(c);
  if (userId === null) return restError(c, 401, 'rest_cannot_edit', vi.rest.notLoggedIn);
  return (await staffRoleOf(c.get('deps').database.db, userId)) ? true : restError(c, 403, 'rest_cannot_edit', vi.rest.forbidden);
}

type Params = { status?: string; type?: string };

/**
 * `status` (and `type`) from a JSON body, a form or the query string, as the ecosystem takes them. A body that is not
 * a form is read as JSON (a plain `fetch` sends it as text/plain); one that is not a JSON object, or a value that is
 * not text, is a 400, as on the other REST routes.
 */
async function readParams(c: ShopContext): Promise<Params | Response> {
  const input = await requestInput(c);
  const isForm = /application\/x-www-form-urlencoded|multipart\/form-data/i.test(c.req.header('content-type') ?? '');
  const body: unknown = isForm || !(await c.req.text()).trim() ? {} : await c.req.json().catch(() => null);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return restError(c, 400, 'rest_invalid_json', vi.rest.invalidJson);
  const params: Params = {};
  for (const name of ['status', 'type'] as const) {
    const value: unknown = Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : (input.get(name) ?? undefined);
    if (value !== undefined && typeof value !== 'string') return invalidParam(c, name);
    params[name] = value;
  }
  return params;
}

/** Sets a review's status and recomputes its product's rating in one transaction; the row as the answer tells it. */
async function moderateReview(db: Db, id: number, status?: WireStatus) {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('reviews').select(['id', 'product_id as post', 'parent_id', 'author', 'content', 'status', 'created_at']).where('id', '=', id).executeTakeFirst();
    if (!row || !status) return row;
    await trx.updateTable('reviews').set({ status: stored[status] }).where('id', '=', id).execute();
    await recomputeRating(trx, row.post);
    return { ...row, status: stored[status] };
  });
}

async function moderateComment(db: Db, id: number, status?: WireStatus) {
  const row = await db.selectFrom('comments').select(['id', 'post_id as post', 'parent_id', 'author', 'content', 'status', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (!row || !status) return row;
  await db.updateTable('comments').set({ status: stored[status] }).where('id', '=', id).execute();
  return { ...row, status: stored[status] };
}

/**
 * `POST|DELETE /wp-json/wp/v2/comments/:id` (issue 13, decision 065): staff move a review (`type=comment` for a
 * blog comment) out of the moderation queue. The product's rating follows in the same transaction, and the pages
 * showing it are purged before the answer.
 */
export function registerModeration(rest: Hono<AppEnv>): void {
  rest.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/wp/v2/comments/:id{[1-9][0-9]{0,8}}', async (c) => {
    const allowed = await staffOnly(c);
    if (allowed !== true) return allowed;
    const params = await readParams(c);
    if (params instanceof Response) return params;
    const status = c.req.method === 'DELETE' ? 'trash' : params.status;
    if (status !== undefined && !Object.hasOwn(stored, status)) return invalidParam(c, 'status');
    const type = params.type ?? 'review';
    if (type !== 'review' && type !== 'comment') return invalidParam(c, 'type');
    const db = c.get('deps').database.db;
    const id = Number(c.req.param('id'));
    const row = type === 'review' ? await moderateReview(db, id, status as WireStatus | undefined) : await moderateComment(db, id, status as WireStatus | undefined);
    if (!row) return restError(c, 404, 'rest_comment_invalid_id', vi.common.notFoundText);
    if (status !== undefined) await pageChangesMade(); // triggers logged the product (migration 015) or the post (021)
    const comment = { id: row.id, post: row.post, parent: row.parent_id ?? 0, author_name: row.author, date: row.created_at, content: { raw: row.content }, status: wireOf(row.status), type };
    return c.json(comment, 200, { 'Cache-Control': 'no-store' });
  });
}
