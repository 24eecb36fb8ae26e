import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { openTestShop, type TestShop } from '../../tests/support/shop';
import { warmPages } from './page-warm-up.server';

describe.each(testDatabases.map((d) => [d.name, d] as const))('pages warmed before the shop listens, on %s', (_name, kind) => {
  let shop: TestShop | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await shop?.close();
  });

  it('issue 10: renders the home page, the shop and its first product and answers a live search, logging no request', async () => {
    shop = await openTestShop(kind, { LOG_REQUESTS: '1' });
    const written = vi.spyOn(process.stdout, 'write');
    const rendered = await warmPages(shop.deps);
    const lines = written.mock.calls.map(([chunk]) => String(chunk));
    vi.restoreAllMocks();
    expect(rendered.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(rendered.map((r) => r.path).slice(0, 2)).toEqual(['/', '/cua-hang/']);
    expect(rendered[2]!.path).toMatch(/^\/san-pham\/[^/]+\/$/);
    expect(rendered[3]!.path).toBe('/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=ao+so+mi');
    expect(lines.filter((line) => line.includes('"event":"request"'))).toEqual([]);
    // The shop's own requests are still logged.
    const again = vi.spyOn(process.stdout, 'write');
    await shop.app.request('/');
    expect(again.mock.calls.map(([chunk]) => String(chunk)).some((line) => line.includes('"event":"request"'))).toBe(true);
  });

  it('renders for the shop’s own host when it answers to no name of this machine', async () => {
    shop = await openTestShop(kind, { ALLOWED_HOSTS: 'shop.example.vn' });
    expect((await shop.app.request('/')).status).toBe(400); // as a request to localhost would get
    expect((await warmPages(shop.deps)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });
});
