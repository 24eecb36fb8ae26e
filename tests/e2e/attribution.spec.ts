import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// Order attribution (spec 3.9, 4.7, 9.2, contract.md "Checkout") and e-mail capture (spec 3.10, 5.8, 7.5, 9.2).
const landing = '/?utm_source=facebook&utm_medium=social&utm_campaign=tet2027';
const checkout = '/thanh-toan/';
const bags = '/danh-muc-san-pham/tui-xach/';
const tote = 'a.ajax_add_to_cart[aria-label*="Túi tote vải canvas"]';

async function sbjs(context: BrowserContext): Promise<Record<string, { value: string; expires: number }>> {
  const cookies = (await context.cookies()).filter((c) => c.name.startsWith('sbjs_'));
  return Object.fromEntries(cookies.map((c) => [c.name, { value: decodeURIComponent(c.value), expires: c.expires }]));
}
const field = (value: string, key: string) => value.split('|||').find((p) => p.startsWith(`${key}=`))?.slice(key.length + 1);

/** Opens the checkout with a product in the cart. */
async function openCheckout(page: Page): Promise<void> {
  await page.goto(bags);
  await page.locator(tote).click();
  await expect(page.locator(tote)).toHaveClass(/\badded\b/);
  await page.goto(checkout);
  await expect(page.locator('form.checkout wc-order-attribution-inputs')).toHaveCount(1);
}

const input = (page: Page, name: string) => page.locator(`wc-order-attribution-inputs input[name="wc_order_attribution_${name}"]`);

test('spec 4.7, 9.2: a visit arriving with UTM parameters keeps them in the sbjs cookies and counts its pages', async ({ page, context, baseURL }) => {
  await page.goto(landing, { referer: 'https://www.facebook.com/' });
  await page.goto('/cua-hang/');
  const cookies = await sbjs(context);
  expect(Object.keys(cookies).sort()).toEqual(['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_migrations', 'sbjs_session', 'sbjs_udata']);
  expect(cookies.sbjs_current!.value).toBe('typ=utm|||src=facebook|||mdm=social|||cmp=tet2027|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)');
  expect(cookies.sbjs_first!.value).toBe(cookies.sbjs_current!.value);
  expect(field(cookies.sbjs_current_add!.value, 'ep')).toBe(`${baseURL}${landing}`);
  expect(field(cookies.sbjs_current_add!.value, 'rf')).toBe('https://www.facebook.com/');
  expect(field(cookies.sbjs_current_add!.value, 'fd')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(cookies.sbjs_session!.value).toBe(`pgs=2|||cpg=${baseURL}/cua-hang/`);
  expect(cookies.sbjs_udata!.value).toBe(`vst=1|||uip=(none)|||uag=${await page.evaluate(() => navigator.userAgent)}`);
  expect(cookies.sbjs_migrations!.value).toBe('1418474375998=1');
  // Spec 9.2: the session lasts 30 minutes, the attribution cookies 0.00001 months (about 26 seconds).
  const now = Date.now() / 1000;
  expect(cookies.sbjs_session!.expires - now).toBeGreaterThan(29 * 60);
  expect(cookies.sbjs_session!.expires - now).toBeLessThanOrEqual(30 * 60 + 1);
  expect(cookies.sbjs_current!.expires - now).toBeGreaterThan(15);
  expect(cookies.sbjs_current!.expires - now).toBeLessThanOrEqual(27);
});

test('spec 3.9: a visit typed in is (direct) / (none) and a search-engine referrer is organic', async ({ page, context }) => {
  await page.goto('/');
  expect(field((await sbjs(context)).sbjs_current!.value, 'typ')).toBe('typein');
  expect(field((await sbjs(context)).sbjs_current!.value, 'src')).toBe('(direct)');
  await page.goto('/cua-hang/', { referer: 'https://www.google.com.vn/' });
  const cookies = await sbjs(context);
  expect(field(cookies.sbjs_current!.value, 'typ')).toBe('organic');
  expect(field(cookies.sbjs_current!.value, 'src')).toBe('google');
  expect(field(cookies.sbjs_first!.value, 'typ')).toBe('typein');
});

test('spec 4.7: when tracking is not allowed the sbjs cookies are deleted', async ({ page, context }) => {
  await page.goto(landing);
  await expect.poll(async () => Object.keys(await sbjs(context)).length).toBeGreaterThan(0);
  await page.evaluate(() => (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution.setOrderTracking(false));
  // A page's cookie writes reach the browser's cookie store a moment later, where context.cookies() reads.
  await expect.poll(() => sbjs(context)).toEqual({});
});

test('spec 4.7: a shop that does not allow tracking before the page loads gets no sbjs cookies', async ({ page, context }) => {
  await page.addInitScript(() => {
    (window as unknown as { wc_order_attribution: unknown }).wc_order_attribution = { params: { allowTracking: false } };
  });
  await page.goto(landing);
  await page.goto('/cua-hang/');
  expect(await sbjs(context)).toEqual({});
});

test('contract.md: the checkout\'s attribution inputs are filled from a visit that arrived with UTM parameters', async ({ page }) => {
  await page.goto(landing);
  await openCheckout(page);
  await expect(input(page, 'source_type')).toHaveValue('utm');
  await expect(input(page, 'utm_source')).toHaveValue('facebook');
  await expect(input(page, 'utm_medium')).toHaveValue('social');
  await expect(input(page, 'utm_campaign')).toHaveValue('tet2027');
  await expect(input(page, 'utm_content')).toHaveValue('(none)');
  await expect(input(page, 'referrer')).toHaveValue('(none)');
  await expect(input(page, 'session_entry')).toHaveValue(new RegExp(`${landing.replace(/[?]/g, '\\?')}$`));
  await expect(input(page, 'session_start_time')).toHaveValue(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await expect(input(page, 'session_pages')).toHaveValue('3');
  await expect(input(page, 'session_count')).toHaveValue('1');
  await expect(input(page, 'user_agent')).toHaveValue(await page.evaluate(() => navigator.userAgent));

  await page.evaluate(() => (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution.setOrderTracking(false));
  await expect(input(page, 'source_type')).toHaveValue('');
  await expect(input(page, 'user_agent')).toHaveValue('');
});

test('spec 7.5, 9.2: the checkout e-mail is reported 2000 ms after the last keyup, only when the rule allows it', async ({ page, context }) => {
  await openCheckout(page);
  const reports: { body: string; at: number }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('action=mailchimp_set_user_by_email')) reports.push({ body: r.postData() ?? '', at: Date.now() });
  });
  const email = page.locator('#billing_email');
  await email.pressSequentially('lan@shop.store', { delay: 30 });
  await page.waitForTimeout(2600);
  expect(reports).toEqual([]);

  await email.fill('');
  const typedAt = Date.now();
  await email.pressSequentially('lan.nguyen@gmail.com', { delay: 30 });
  const lastKeyAt = Date.now();
  await expect.poll(() => reports.length, { timeout: 5000 }).toBe(1);
  expect(reports[0]!.at - lastKeyAt).toBeGreaterThanOrEqual(1900);
  expect(reports[0]!.at - typedAt).toBeGreaterThan(2000);
  expect(Object.fromEntries(new URLSearchParams(reports[0]!.body))).toEqual({ email: 'lan.nguyen@gmail.com', mc_language: 'vi', subscribed: '0' });

  await email.fill('');
  await email.pressSequentially('mai@gmail.com', { delay: 30 });
  await expect.poll(() => reports.length, { timeout: 5000 }).toBe(2);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  expect(cookies.mailchimp_user_email).toBe('mai@gmail.com');
  expect(cookies.mailchimp_user_previous_email).toBe('lan.nguyen@gmail.com');
});

test('spec 3.10: a link with mc_cart_id asks for its e-mail; an unknown cart changes nothing', async ({ page, context }) => {
  const asked = page.waitForRequest((r) => r.url().includes('action=mailchimp_get_user_by_hash&hash=0123456789abcdef0123456789abcdef') && r.method() === 'POST');
  await page.goto('/gio-hang/?mc_cart_id=0123456789abcdef0123456789abcdef');
  const answer = await (await asked).response();
  expect(await answer?.json()).toEqual({ email: null });
  expect((await context.cookies()).some((c) => c.name === 'mailchimp_user_email')).toBe(false);
});
