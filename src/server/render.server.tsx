import { linkedPath } from '../lib/urls';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as vi from '../lib/messages/index';
import { siteIconPaths, themeColour } from '../lib/site-icons';
import { siteOrigin } from './request.server';
import { loadPageAssets, type PageAssets } from './assets.server';
import { pageSettingsScript } from './client-settings.server';
import { contentSecurityPolicy, scriptHash } from './content-security.server';
import type { PageFrame, ShopContext } from './shop.server';

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
  /** Globals only this page defines, for the ecosystem's cart and checkout scripts (contract.md "Client settings"). */
  pageSettings?: Record<string, object>;
  /** What a link to a product or post shows when shared (Open Graph); other pages with an address share as the shop's. */
  share?: PageShare;
}

/** A picture in a size the media routes serve, its path on this shop. */
export interface SharedImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageShare {
  type: 'product' | 'article';
  /** The product's or post's own name, without the shop's. */
  title: string;
  image?: SharedImage;
  /** The price a shopper pays, in đồng; absent when the page shows none. */
  price?: number;
}

// The shop's logo (the home-screen icon) stands for pages without a picture of their own.
const logo: SharedImage = { path: siteIconPaths.png(512), width: 512, height: 512, alt: vi.common.siteName };

/**
 * Open Graph and Twitter card tags, so a link shared on Facebook, Zalo or Messenger shows the page's picture, name
 * and price. Built from the page alone (never the visitor or the query string): the page cache sends them to everyone.
 */
function ShareTags({ meta, url, origin }: { meta: PageMeta; url: string; origin: string }) {
  const share = meta.share;
  const image = share?.image ?? logo;
  return (
    <>
      <meta property="og:type" content={share?.type ?? 'website'} />
      <meta property="og:title" content={share?.title ?? meta.title} />
      {meta.description && <meta property="og:description" content={meta.description} />}
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={vi.common.siteName} />
      <meta property="og:locale" content="vi_VN" />
      <meta property="og:image" content={origin + image.path} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      {image.alt && <meta property="og:image:alt" content={image.alt} />}
      {share?.price !== undefined && <meta property="product:price:amount" content={String(share.price)} />}
      {share?.price !== undefined && <meta property="product:price:currency" content="VND" />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

let assets: PageAssets | undefined;

export { linkedPath };

/** A meta description of a visible text (one line): its first 160 characters, whole ones (never half an emoji). */
export const metaDescription = (text: string): string | undefined => [...text].slice(0, 160).join('') || undefined;

// The page is mostly Vietnamese, so V8 holds it as a two-byte string. TextEncoder's encodeInto a reused buffer
// writes its UTF-8 faster than encode() (decision 048, part L); the page then gets a copy of the bytes.
const encoder = new TextEncoder();
let encoding = Buffer.allocUnsafeSlow(256 * 1024);
/** The page's UTF-8 bytes, in a Buffer of their own (the encoding buffer is reused by the next page). */
export function utf8Bytes(text: string): Buffer<ArrayBuffer> {
  if (encoding.length < text.length * 3) encoding = Buffer.allocUnsafeSlow(text.length * 3); // a UTF-16 unit is at most 3 bytes
  const { written } = encoder.encodeInto(text, encoding);
  const page = Buffer.allocUnsafeSlow(written);
  encoding.copy(page, 0, 0, written);
  return page;
}

/** Lets the benchmark take a real page's element tree and time its bare render (`npm run bench`). */
export const renderProbe: { capture?: (page: ReactElement) => void } = {};

const scriptingMarker = "document.documentElement.className=document.documentElement.className.replace('no-js','js')";

function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

interface DocumentProps {
  meta: PageMeta;
  origin: string;
  headScript: string;
  settings: string;
  assets: PageAssets;
  frame: PageFrame;
  children: ReactNode;
}

function Document({ meta, origin, headScript, settings, assets, frame, children }: DocumentProps) {
  return (
    <html lang="vi" className="no-js">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {meta.description && <meta name="description" content={meta.description} />}
        {meta.noindex && <meta name="robots" content="noindex" />}
        {meta.canonicalPath && <link rel="canonical" href={origin + linkedPath(meta.canonicalPath)} />}
        {meta.canonicalPath && <ShareTags meta={meta} url={origin + linkedPath(meta.canonicalPath)} origin={origin} />}
        <link rel="icon" href={siteIconPaths.svg} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={siteIconPaths.png(192)} />
        <link rel="manifest" href={siteIconPaths.manifest} />
        <meta name="theme-color" content={themeColour} />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
        <script dangerouslySetInnerHTML={{ __html: settings }} />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {meta.jsonLd?.map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
        ))}
      </head>
      <body className={meta.bodyClass}>
        {frame.body(children)}
      </body>
    </html>
  );
}

/** A part of the page shows what is one person's own (a pending review): the page it is drawn on is kept by no cache. */
export const keepPageFromEveryCache = (c: ShopContext): void => c.set('keptByNoOne', true);

/**
 * Renders a whole page inside the site chrome and answers with its UTF-8 bytes, encoded once. Its two inline
 * scripts are allowed by their hashes, not a nonce, so the page cache can send the same bytes to everyone.
 */
export async function renderPage(c: ShopContext, meta: PageMeta, content: ReactNode): Promise<Response> {
  const [settings, frame] = await Promise.all([c.get('deps').settings(), c.get('pageFrame')(c)]);
  assets ??= loadPageAssets();
  const headScript = scriptingMarker + frame.headScript;
  const settingsText = pageSettingsScript(settings, { isCart: meta.isCart ?? false, canEditPages: frame.staff ?? false }, frame.settings, meta.pageSettings);
  const page = (
    <Document meta={meta} origin={siteOrigin(c)} headScript={headScript} settings={settingsText} assets={assets} frame={frame}>
      {content}
    </Document>
  );
  renderProbe.capture?.(page);
  const html = utf8Bytes('<!DOCTYPE html>' + renderToString(page));
  c.header('Content-Security-Policy', contentSecurityPolicy([scriptHash(headScript), scriptHash(settingsText)]));
  if (frame.staff || c.get('keptByNoOne')) c.header('Cache-Control', 'private, no-store'); // decision 041: staff pages are never cached
  return c.body(html, meta.status ?? 200, { 'Content-Type': 'text/html; charset=UTF-8' });
}
