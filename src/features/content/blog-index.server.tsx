import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.server';
import { blogPagePath } from './blog-paths.server';
import type { BlogPage } from './service.server';
import type { PostRow } from './queries.server';
import { excerptText, PostDate, PostImage } from './post-parts.server';

function PostSummary({ post }: { post: PostRow }) {
  const href = urls.post(post.slug);
  return (
    <article id={`post-${post.id}`} className="post-item">
      {post.image && (
        <a href={href} className="post-image" tabIndex={-1} aria-hidden="true">
          <PostImage image={post.image} width={600} sizes="(min-width: 850px) 300px, 100vw" />
        </a>
      )}
      <div className="post-text">
        <h2 className="post-title">
          <a href={href}>{post.title}</a>
        </h2>
        <p className="post-meta">
          <PostDate iso={post.created_at} />
        </p>
        <p className="from_the_blog_excerpt">{excerptText(post)}</p>
        <a href={href} className="more-link">
          {vi.chrome.readMore}
          <span className="screen-reader-text"> {post.title}</span>
        </a>
      </div>
    </article>
  );
}

/** The blog: newest posts first, with image, date and excerpt; older ones on `page/<n>/`. */
export function BlogIndex({ blog, trail }: { blog: BlogPage; trail: Crumb[] }) {
  return (
    <div className="blog-archive content-area container">
      <Breadcrumbs trail={trail} />
      <h1 className="page-title">{blog.page > 1 ? vi.chrome.blogPage(blog.page) : vi.chrome.blog}</h1>
      {blog.posts.length === 0 ? (
        <p className="blog-empty">{vi.chrome.blogEmpty}</p>
      ) : (
        <div className="post-list">
          {blog.posts.map((post) => (
            <PostSummary key={post.id} post={post} />
          ))}
        </div>
      )}
      {blog.lastPage > 1 && (
        <nav className="blog-pagination" aria-label={vi.chrome.blogPagination}>
          {blog.page > 1 && <a href={blogPagePath(blog.page - 1)} rel="prev">{vi.chrome.newerPosts}</a>}
          {blog.page < blog.lastPage && <a href={blogPagePath(blog.page + 1)} rel="next">{vi.chrome.olderPosts}</a>}
        </nav>
      )}
    </div>
  );
}
