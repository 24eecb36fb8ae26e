export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => xmlEscapes[ch]!);

// W3C date (YYYY-MM-DD) of a stored time; nothing when it does not parse.
function lastmodDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/**
 * A sitemaps.org urlset with absolute URLs, each path once. One file holds up to 50,000 URLs, which
 * leaves room for a catalogue many times the demo's 10,000 products.
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const lastmod = lastmodDate(entry.lastmod);
    lines.push(`<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  }
  lines.push('</urlset>');
  return lines.join('\n');
}
