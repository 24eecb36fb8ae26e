import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { loadChromeData, type ChromeData, type Visitor } from '../features/chrome/chrome-data';
import { Layout } from '../features/chrome/layout';
import { hideDismissedNoticeScript } from '../features/chrome/store-notice';
import { currentUserId } from '../features/account/index';
import { pageCart } from '../features/cart/index';
import { takeNotices } from './session';
import { loadPageAssets, type PageAssets } from './assets';
import { clientSettings, settingsScript } from './client-settings';
import type { ShopContext } from './shop';

export interface PageMeta {
  title: string;
  description?: string;
  /** Path of the canonical URL, e.g. `/san-pham/ao-so-mi/`. */
  canonicalPath?: string;
  jsonLd?: object[];
  bodyClass?: string;
  noindex?: boolean;
  status?: 200 | 400 | 404;
  isCart?: boolean;
}

let assets: PageAssets | undefined;

/** Lets the benchmark take a real page's element tree and time its bare render (`npm run bench`). */
export const renderProbe: { capture?: (page: ReactElement) => void } = {};

/** The site's origin for absolute URLs: PUBLIC_URL when set, else the request's own. */
export function siteOrigin(c: ShopContext): string {
  return c.var.deps.config.publicUrl ?? new URL(c.req.url).origin;
}

const scriptingMarker = "document.documentElement.className=document.documentElement.className.replace('no-js','js')";

function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

interface DocumentProps {
  meta: PageMeta;
  origin: string;
  nonce: string | undefined;
  settings: string;
  assets: PageAssets;
  chrome: ChromeData;
  visitor: Visitor;
  children: ReactNode;
}

function Document({ meta, origin, nonce, settings, assets, chrome, visitor, children }: DocumentProps) {
  return (
    <html lang="vi" className="no-js">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {meta.description && <meta name="description" content={meta.description} />}
        {meta.noindex && <meta name="robots" content="noindex" />}
        {meta.canonicalPath && <link rel="canonical" href={origin + meta.canonicalPath} />}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptingMarker + hideDismissedNoticeScript(chrome.storeNotice) }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: settings }} />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {meta.jsonLd?.map((data, i) => (
          <script key={i} type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
        ))}
      </head>
      <body className={meta.bodyClass}>
        <Layout chrome={chrome} visitor={visitor}>{children}</Layout>
      </body>
    </html>
  );
}

/** Renders a whole page inside the site chrome and answers with it. */
export async function renderPage(c: ShopContext, meta: PageMeta, content: ReactNode): Promise<Response> {
  const deps = c.var.deps;
  const [settings, chrome, cart, notices, userId] = await Promise.all([deps.settings(), loadChromeData(deps), pageCart(c), takeNotices(c), currentUserId(c)]);
  const visitor: Visitor = { cart, notices, loggedIn: userId !== null };
  assets ??= loadPageAssets();
  const page = (
    <Document
      meta={meta}
      origin={siteOrigin(c)}
      nonce={c.var.secureHeadersNonce}
      settings={settingsScript(clientSettings(settings, { isCart: meta.isCart ?? false, canEditPages: false }))}
      assets={assets}
      chrome={chrome}
      visitor={visitor}
    >
      {content}
    </Document>
  );
  renderProbe.capture?.(page);
  const html = renderToString(page);
  return c.html('<!DOCTYPE html>' + html, meta.status ?? 200);
}
