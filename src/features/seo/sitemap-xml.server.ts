import { linkedPath } from '../../server/render.server';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The sitemaps.org limits of one file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const sitemapLimits = { urls: 50_000, bytes: 52_428_800 };

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>';
const urlsetOpen = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const urlsetClose = '</urlset>';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => xmlEscapes[ch]!);

// W3C date (YYYY-MM-DD) of a stored time; nothing when it does not parse.
function lastmodDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

function urlLine(origin: string, entry: SitemapEntry): string {
  const lastmod = lastmodDate(entry.lastmod);
  return `<url><loc>${escapeXml(origin + linkedPath(entry.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
}

/**
 * The `<url>` lines of absolute URLs, each path once, cut into sitemap files that each stay within `limits`
 * (a 100,000-product catalogue needs three). Always at least one file, so an empty shop still has a sitemap.
 */
export function sitemapFiles(origin: string, entries: SitemapEntry[], limits = sitemapLimits): string[][] {
  const fixedBytes = Buffer.byteLength(xmlHead + urlsetOpen + urlsetClose) + 2; // and the newlines between
  const files: string[][] = [[]];
  let bytes = fixedBytes;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const line = urlLine(origin, entry);
    const lineBytes = Buffer.byteLength(line) + 1;
    let file = files[files.length - 1]!;
    if (file.length > 0 && (file.length >= limits.urls || bytes + lineBytes > limits.bytes)) {
      files.push((file = []));
      bytes = fixedBytes;
    }
    file.push(line);
    bytes += lineBytes;
  }
  return files;
}

/** One sitemap file: a sitemaps.org urlset of lines from `sitemapFiles`. */
export function urlsetXml(lines: string[]): string {
  return [xmlHead, urlsetOpen, ...lines, urlsetClose].join('\n');
}

/** A sitemaps.org sitemap index naming the absolute URLs of the sitemap files. */
export function sitemapIndexXml(fileUrls: string[]): string {
  const lines = fileUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return [xmlHead, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...lines, '</sitemapindex>'].join('\n');
}

/** A single-file sitemap of `entries` (as long as they fit one file; `sitemapFiles` cuts larger ones). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  return urlsetXml(sitemapFiles(origin, entries).flat());
}
