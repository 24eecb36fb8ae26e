import { urls } from '../../lib/urls';

/** The blog's n-th page: page 1 is the blog itself (its canonical URL), later pages add `page/<n>/`. */
export function blogPagePath(page: number): string {
  return page <= 1 ? urls.blog() : `${urls.blog()}page/${page}/`;
}
