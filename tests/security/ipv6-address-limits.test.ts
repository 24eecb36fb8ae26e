import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterLimits } from '../../src/features/newsletter/subscription.server';
import { testDatabases } from '../support/databases';
import { TestBrowser } from '../support/browser';
import { openTestShop, type TestShop } from '../support/shop';

// An IPv6 home or phone line holds a whole /64: a visitor who takes a new address for each request is still one
// address to every per-address limit (decision 022), or the limits would stop no one.
describe.each(testDatabases.map((d) => [d.name, d] as const))('per-address limits and IPv6 lines on %s', (_name, kind) => {
  let shop: TestShop;
  let sent = 0;
  const signUp = (address: string) =>
    new TestBrowser(shop.app, address).request('/nhan-tin/dang-ky/', {
      method: 'POST',
      body: new URLSearchParams({ newsletter_email: `ipv6-${process.pid}-${++sent}@example.vn` }),
      headers: { origin: 'http://localhost' },
    });

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('newsletter sign-ups from many addresses of one /64 are counted together; another /64 is another visitor', async () => {
    const max = newsletterLimits.signUpsPerAddress.max;
    for (let i = 1; i <= max; i++) expect((await signUp(`2001:db8:77:1::${i.toString(16)}`)).status).toBe(200);
    expect((await signUp('2001:db8:77:1:ffff:1:2:3')).status).toBe(429);
    expect((await signUp('2001:db8:77:2::1')).status).toBe(200);
  });
});
