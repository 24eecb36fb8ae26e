import type { Hono } from 'hono';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import * as vi from '../../lib/messages/index';
import { siteIconPaths, themeColour } from '../../lib/site-icons';
import type { AppEnv } from '../../server/shop.server';
import { LogoMark } from '../../ui/icons.server';

const pngSizes = [192, 512];

// The favicon is the header's logo mark, standing alone.
const faviconSvg = renderToStaticMarkup(<LogoMark />).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
const pngs = new Map<number, Promise<Buffer>>();
const png = (size: number) => pngs.get(size) ?? pngs.set(size, sharp(Buffer.from(faviconSvg)).resize(size, size).png().toBuffer()).get(size)!;

function manifest() {
  return {
    name: vi.common.siteName,
    short_name: vi.common.siteName,
    description: vi.common.siteTagline,
    lang: 'vi',
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: themeColour,
    background_color: '#ffffff',
    icons: [
      { src: siteIconPaths.svg, type: 'image/svg+xml', sizes: 'any' },
      ...pngSizes.map((size) => ({ src: siteIconPaths.png(size), type: 'image/png', sizes: `${size}x${size}`, purpose: 'any' })),
    ],
  };
}

const daily = { 'Cache-Control': 'public, max-age=86400' };

/** The favicon (SVG, with PNG sizes for the home screen) and the web app manifest; `/favicon.ico` points at the SVG. */
export function registerSiteIcons(pages: Hono<AppEnv>): void {
  pages.get(siteIconPaths.svg, (c) => c.body(faviconSvg, 200, { ...daily, 'Content-Type': 'image/svg+xml' }));
  pages.get('/favicon.ico', (c) => c.redirect(siteIconPaths.svg, 301));
  for (const size of pngSizes) pages.get(siteIconPaths.png(size), async (c) => c.body(new Uint8Array(await png(size)), 200, { ...daily, 'Content-Type': 'image/png' }));
  pages.get(siteIconPaths.manifest, (c) => c.body(JSON.stringify(manifest()), 200, { ...daily, 'Content-Type': 'application/manifest+json' }));
}
