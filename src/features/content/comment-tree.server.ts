import type { CommentRow } from './queries.server';

export interface CommentNode extends CommentRow {
  depth: number;
  replies: CommentNode[];
}

/**
 * Threads comments (given oldest first) under their parents. A reply whose parent is not shown
 * (held for moderation, deleted) starts a thread of its own rather than disappearing.
 */
export function commentTree(rows: CommentRow[]): CommentNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, depth: 1, replies: [] as CommentNode[] }]));
  const threads: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent) parent.replies.push(node);
    else threads.push(node);
  }
  const setDepth = (list: CommentNode[], depth: number) => {
    for (const node of list) {
      node.depth = depth;
      setDepth(node.replies, depth + 1);
    }
  };
  setDepth(threads, 1);
  return threads;
}
