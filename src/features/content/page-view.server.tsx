import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.server';
import type { PostRow } from './queries.server';

/** A content page (Giới thiệu, Liên hệ, Điều khoản…). */
export function PageView({ page, trail, after }: { page: PostRow; trail: Crumb[]; after?: ReactNode }) {
  return (
    <div className="page-wrapper content-area container">
      <Breadcrumbs trail={trail} />
      <article id={`post-${page.id}`} className="page type-page entry">
        <header className="entry-header">
          <h1 className="entry-title">{page.title}</h1>
        </header>
        {/* Page content is written by the shop's staff in the admin and stored as HTML: trusted, shown as is. */}
        <div className="entry-content" dangerouslySetInnerHTML={{ __html: page.content }} />
        {after}
      </article>
    </div>
  );
}
