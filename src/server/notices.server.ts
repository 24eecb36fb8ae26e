import { z } from 'zod';
import type { FlashNotice } from '../ui/notices.server';
import { ensureSession, readSession, replaceRequestSession, type Session } from './session.server';
import type { ShopContext } from './shop.server';

// Flash notices: messages kept in the shopper's session row for the next page they see (after a form post and redirect).

const noticeList = z.array(
  z.object({ kind: z.enum(['success', 'error']), text: z.string(), link: z.object({ href: z.string(), label: z.string() }).optional() }),
);

export function parseNotices(stored: string | null): FlashNotice[] {
  if (!stored) return [];
  try {
    return noticeList.parse(JSON.parse(stored));
  } catch {
    return [];
  }
}

async function storeNotices(c: ShopContext, session: Session, notices: FlashNotice[]): Promise<void> {
  const notice = notices.length ? JSON.stringify(notices) : null;
  await c.get('deps').database.db.updateTable('sessions').set({ notice }).where('id', '=', session.id).execute();
  replaceRequestSession(c, { ...session, notice });
}

/** Keeps a notice for the next page; makes the session when there is none. */
export async function addNotice(c: ShopContext, notice: FlashNotice): Promise<void> {
  const session = await ensureSession(c);
  await storeNotices(c, session, [...parseNotices(session.notice), notice]);
}

/** The notices waiting for this shopper, cleared as they are taken: the first caller in a request gets them. */
export async function takeNotices(c: ShopContext): Promise<FlashNotice[]> {
  const session = await readSession(c);
  const notices = parseNotices(session?.notice ?? null);
  if (session && session.notice !== null) await storeNotices(c, session, []);
  return notices;
}
