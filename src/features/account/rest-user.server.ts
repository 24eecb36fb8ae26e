import type { Hono } from 'hono';
import * as vi from '../../lib/messages/index';
import { invalidParam, restError } from '../../server/rest/errors.server';
import { restUserId } from '../../server/rest/rest-user.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import { findUserById } from './queries.server';
import { userMeta, writableUserMeta, writeUserMeta } from './user-meta.server';

type Body = Record<string, unknown> | 'invalid_json';

// JSON as the ecosystem's scripts send it, or a form with `meta[key]=value` as a plain fetch may.
async function bodyOf(c: ShopContext): Promise<Body> {
  if (/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    const parsed: unknown = await c.req.json().catch(() => 'invalid_json');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : 'invalid_json';
  }
  const form = new URLSearchParams(await c.req.text());
  const meta: Record<string, string> = Object.create(null);
  for (const [name, value] of form) {
    const key = /^meta\[([^\]]+)\]$/.exec(name)?.[1];
    if (key) meta[key] = value;
  }
  return Object.keys(meta).length ? { meta } : {};
}

/** Each pair must be a writable key with a value it takes; the first that is not names the 400. */
export function checkedMeta(meta: unknown): Record<string, string> | string {
  if (meta === undefined) return {};
  if (meta === null || typeof meta !== 'object' || Array.isArray(meta)) return 'meta';
  for (const [key, value] of Object.entries(meta)) {
    if (typeof value !== 'string' || !Object.hasOwn(writableUserMeta, key) || !writableUserMeta[key]!.includes(value)) return `meta.${key}`.slice(0, 80);
  }
  return meta as Record<string, string>;
}

/** The signed-in user the call may act on: `me` or their own id; 401 without one, 403 for another user. */
async function selfOf(c: ShopContext): Promise<number | Response> {
  const userId = await restUserId(c);
  if (userId === null) return restError(c, 401, 'rest_not_logged_in', vi.rest.notLoggedIn);
  const asked = c.req.param('id');
  if (asked !== 'me' && asked !== String(userId)) return restError(c, 403, 'rest_cannot_edit', vi.rest.cannotEdit);
  return userId;
}

async function userAnswer(c: ShopContext, userId: number): Promise<Response> {
  const db = c.get('deps').database.db;
  const [user, meta] = await Promise.all([findUserById(db, userId), userMeta(db, userId)]);
  return c.json({ id: userId, name: user?.display_name ?? '', meta }, 200, { 'Cache-Control': 'no-store' });
}

/** `/wp-json/wp/v2/users/{id|me}`: the signed-in user reads and updates their own meta (spec 7.1, coming-soon banner). */
export function registerRestUserRoutes(rest: Hono<AppEnv>): void {
  const path = '/wp/v2/users/:id{me|[1-9][0-9]{0,8}}';
  rest.get(path, async (c) => {
    const self = await selfOf(c);
    return self instanceof Response ? self : userAnswer(c, self);
  });
  rest.on(['POST', 'PUT', 'PATCH'], path, async (c) => {
    const self = await selfOf(c);
    if (self instanceof Response) return self;
    const body = await bodyOf(c);
    if (body === 'invalid_json') return restError(c, 400, 'rest_invalid_json', vi.rest.invalidJson);
    const meta = checkedMeta(body.meta);
    if (typeof meta === 'string') return invalidParam(c, meta);
    await writeUserMeta(c.get('deps').database.db, self, meta);
    return userAnswer(c, self);
  });
}
