import { urls } from '../lib/urls';
import { warmingSuggestionsPath } from '../features/search/index.server';
import { log } from '../server/log.server';
import { configuredOrigin } from '../server/trusted-host.server';
import type { ShopDeps } from '../server/shop.server';
import { createApp } from './app.server';
import { PageStore } from './page-store.server';

const firstProduct = new RegExp(`href="(${urls.product('[^"/]+')})"`);

/**
 * Renders the home page, the shop's first listing page and the first product it lists, and answers one live search,
 * once before the process listens: a process's first page compiled the render's code, holding the event loop
 * 84–184 ms (100k SQLite) for its first shopper and everyone behind them (decision 073). Rendered by an app of its
 * own, which logs no request and keeps no page; what the pages read stays in the process's memories, as a
 * shopper's visit would leave it.
 * Answers the paths rendered with their statuses.
 */
export async function warmPages(deps: ShopDeps): Promise<{ path: string; status: number }[]> {
  const app = createApp({ ...deps, config: { ...deps.config, logRequests: false } }, undefined, new PageStore(0, 0));
  const origin = configuredOrigin(deps.config);
  const rendered: { path: string; status: number }[] = [];
  const render = async (path: string) => {
    const res = await app.request(origin + path);
    rendered.push({ path, status: res.status });
    return res.text();
  };
  try {
    await render(urls.home());
    const product = firstProduct.exec(await render(urls.shop()))?.[1];
    if (product) await render(product);
    // warmLiveSearch ran the search itself; its first answer over HTTP still took ~5 ms more (decision 073).
    await render(warmingSuggestionsPath);
  } catch (error) {
    // Only the first shoppers wait longer.
    log.warn('warning', { message: `the pages were not warmed: ${String(error)}` });
  }
  return rendered;
}
