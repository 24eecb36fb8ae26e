import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.server';
import { CommentList } from './comment-list.server';
import type { PostWithComments } from './service.server';
import { PostDate, PostImage } from './post-parts.server';

/** A blog post, its threaded comments with reply links, and `respond`: the comment form (decision 044). */
export function PostView({ found, trail, respond }: { found: PostWithComments; trail: Crumb[]; respond: ReactNode }) {
  const { post, comments, commentCount } = found;
  return (
    <div className="blog-single content-area container">
      <Breadcrumbs trail={trail} />
      <article id={`post-${post.id}`} className="post type-post entry">
        <header className="entry-header">
          <h1 className="entry-title">{post.title}</h1>
          <p className="entry-meta">
            {vi.chrome.postedOn} <PostDate iso={post.created_at} />
          </p>
        </header>
        {post.image && (
          <figure className="entry-image">
            <PostImage image={post.image} width={1200} sizes="(min-width: 850px) 820px, 100vw" eager />
          </figure>
        )}
        {/* Post content is written by the shop's staff in the admin and stored as HTML: trusted, shown as is. */}
        <div className="entry-content" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      <section id="comments" className="comments-area">
        {commentCount > 0 && (
          <>
            <h2 className="comments-title">{vi.chrome.commentsTitle(commentCount, post.title)}</h2>
            <CommentList comments={comments} postId={post.id} />
          </>
        )}
        {respond}
      </section>
    </div>
  );
}
