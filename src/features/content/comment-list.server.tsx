import * as vi from '../../lib/messages/index';
import { deepestReply, ReplyLink } from '../reviews/index.server';
import type { CommentNode } from './comment-tree.server';
import { PostDate } from './post-parts.server';

// Comments are visitors' plain text (React escapes it); blank lines separate paragraphs.
function CommentText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{paragraph.trim()}</p>
      ))}
    </>
  );
}

function CommentItem({ comment, postId }: { comment: CommentNode; postId: number }) {
  return (
    <li id={`comment-${comment.id}`} className={`comment depth-${comment.depth}` + (comment.replies.length ? ' parent' : '')}>
      <article id={`div-comment-${comment.id}`} className="comment-body">
        <footer className="comment-meta">
          <div className="comment-author vcard">
            <b className="fn">{comment.author}</b> <span className="says">{vi.chrome.commentSays}</span>
          </div>
          <div className="comment-metadata">
            <a href={`#comment-${comment.id}`}>
              <PostDate iso={comment.created_at} />
            </a>
          </div>
        </footer>
        <div className="comment-content">
          <CommentText text={comment.content} />
        </div>
        {comment.depth < deepestReply && <ReplyLink reviewId={comment.id} productId={postId} author={comment.author} />}
      </article>
      {comment.replies.length > 0 && (
        <ol className="children">
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} postId={postId} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** Threaded comments (nested lists), as the shop's theme marks them up. */
export function CommentList({ comments, postId }: { comments: CommentNode[]; postId: number }) {
  return (
    <ol className="comment-list">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} postId={postId} />
      ))}
    </ol>
  );
}
