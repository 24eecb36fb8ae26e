import type { Db } from '../../db/index.server';
import { parseId } from '../../lib/request-numbers';
import { sortItems } from './items.server';
import { resolveDestination } from './lists.server';
import type { Owner } from './owner.server';
import * as q from './queries.server';

/** The no-script sort (spec 2.10): a row's ↑/↓ submit button posts `move_row=<row id>:up|down`. */
export function parseMoveRow(raw: string | null): { itemId: number; step: -1 | 1 } | undefined {
  const match = /^(\d{1,12}):(up|down)$/.exec(raw ?? '');
  const itemId = match ? parseId(match[1]) : undefined;
  return itemId === undefined ? undefined : { itemId, step: match![2] === 'up' ? -1 : 1 };
}

/** Swaps the owner's row with its neighbour; false (nothing written) for someone else's row or the list's edge. */
export async function moveOnePlace(db: Db, owner: Owner, token: string, move: { itemId: number; step: -1 | 1 }): Promise<boolean> {
  const list = await resolveDestination(db, owner, { kind: 'token', token });
  if (!list) return false;
  const ids = (await q.wishlistItems(db, list.id)).map((i) => i.id);
  const at = ids.indexOf(move.itemId);
  const to = at + move.step;
  if (at < 0 || to < 0 || to >= ids.length) return false;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  return sortItems(db, owner, token, ids, 0);
}
