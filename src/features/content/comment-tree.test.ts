import { describe, expect, it } from 'vitest';
import { commentTree } from './comment-tree.server';

const row = (id: number, parent_id: number | null) => ({ id, parent_id, author: `A${id}`, content: `c${id}`, created_at: `2025-01-0${id}T00:00:00Z` });

describe('commentTree', () => {
  it('nests replies under their parents with depths, keeping order', () => {
    const tree = commentTree([row(1, null), row(2, 1), row(3, null), row(4, 2), row(5, 1)]);
    expect(tree.map((n) => n.id)).toEqual([1, 3]);
    expect(tree[0]!.replies.map((n) => [n.id, n.depth])).toEqual([[2, 2], [5, 2]]);
    expect(tree[0]!.replies[0]!.replies.map((n) => [n.id, n.depth])).toEqual([[4, 3]]);
  });

  it('a reply to a comment that is not shown becomes a thread of its own', () => {
    const tree = commentTree([row(1, null), row(3, 2)]);
    expect(tree.map((n) => [n.id, n.depth])).toEqual([[1, 1], [3, 1]]);
  });
});
