/** Replies nest at most this deep; the deepest reviews and comments have no reply link (the blogging platform's default of 5). */
export const deepestReply = 5;

/** The parent of an approved review or comment: null for a top-level one or one whose parent is not shown. */
export type ParentOf = (id: number) => Promise<number | null>;

/**
 * Whether a reply to `parentId` would sit within `deepestReply`, counting the shown parents above it as the page
 * threads them. A forged `comment_parent` could otherwise nest a thread as deep as its poster likes, and every
 * level is one more nested list the page draws. Reads at most `deepestReply` rows.
 */
export async function replyFits(parentOf: ParentOf, parentId: number): Promise<boolean> {
  let depth = 2; // a reply to a top-level review sits at depth 2
  for (let id = await parentOf(parentId); id !== null; id = await parentOf(id)) if (++depth > deepestReply) return false;
  return true;
}
