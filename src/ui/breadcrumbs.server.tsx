import { linkedPath } from '../lib/urls';

export interface Crumb {
  name: string;
  /** Path of the crumb as stored (slugs unescaped; spelt once-encoded here); the last crumb (the current page) has none. */
  path?: string;
}

/** The visible trail: `Trang chủ / Áo / Áo sơ mi`. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="woocommerce-breadcrumb breadcrumbs" aria-label="breadcrumb">
      {trail.map((crumb, i) => (
        <span key={i}>
          {i > 0 && <span className="divider"> / </span>}
          {crumb.path ? <a href={linkedPath(crumb.path)}>{crumb.name}</a> : <span aria-current="page">{crumb.name}</span>}
        </span>
      ))}
    </nav>
  );
}

/** schema.org BreadcrumbList for the same trail, for `renderPage`'s jsonLd. */
export function breadcrumbJsonLd(trail: Crumb[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.path ? { item: origin + linkedPath(crumb.path) } : {}),
    })),
  };
}
