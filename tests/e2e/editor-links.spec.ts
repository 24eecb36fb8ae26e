import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../src/db/index.server';
import { menuBlock } from '../../src/db/seed/demo/menu-block.server';
import { makeStaff } from '../../src/features/account/staff.server';
import { builderUrl } from '../../src/features/editor-links/editor-urls';
import { seriousViolations } from '../support/axe';
import { logIn } from '../support/log-in';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

// A staff account is made in the database before the shop starts, so this journey has a shop of its own.
let shop: ShopProcess;
const email = 'bientap@example.vn';
const password = 'mat-khau-bien-tap';
const megaItem = '.header-nav > li.menu-item-design-full-width';

test.setTimeout(60_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = `.e2e-data-editor-links-${process.env.E2E_PORT ?? 4173}`;
  rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase(`file:${join(dataDir, 'shop.db')}`);
  await makeStaff(database.db, { email, role: 'editor', password, name: 'Biên tập' });
  await database.close();
  shop = await startShopProcess({ WEB_CONCURRENCY: '1' }, dataDir, { dist: process.env.E2E_DIST ?? 'dist' });
});
test.afterAll(() => {
  shop?.child.kill('SIGTERM');
});

test('spec 2.11: staff open the builder link of the block in the mega menu; the builder view opens that menu item after 1 s', async ({ page }) => {
  await page.goto(`${shop.origin}/`);
  await expect(page.locator(`${megaItem} .menu-block`)).toContainText(menuBlock.label, { useInnerText: false });
  await page.waitForLoadState('networkidle'); // every script the page loads has run
  await expect(page.locator('.block-edit-links')).toHaveCount(0); // a visitor gets none

  await logIn(page, email, password, shop.origin);
  await page.goto(`${shop.origin}/`);
  await expect(page.locator('.header-nav-main')).toHaveAttribute('data-menus', 'ready');
  const holder = page.locator(`${megaItem} li.nav-dropdown-block`);
  const menuId = Number(/menu-item-(\d+)/.exec((await holder.getAttribute('class'))!)![1]);
  const blockId = Number(await holder.locator('.menu-block').getAttribute('data-block-id'));
  const link = holder.locator('.block-edit-links a.block-edit-builder');
  await expect(link).toHaveAttribute('href', builderUrl(blockId, menuId));

  // The page's timers stand still from here, so the 1 s is counted exactly: only runFor moves them.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 5000));
  await page.locator(`${megaItem} > .nav-dropdown-toggle`).click();
  await link.click();
  await page.waitForURL(`${shop.origin}/?app=uxbuilder&menu_id=${menuId}`);
  await expect(page.locator(`${megaItem} .block-edit-links`)).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(999);
  await expect(page.locator(megaItem)).not.toHaveClass(/current-dropdown/);
  await page.clock.runFor(1);
  await expect(page.locator(megaItem)).toHaveClass(/current-dropdown/);
  await expect(page.locator(`${megaItem} .menu-block`)).toBeVisible();
  await expect(page.locator(`${megaItem} > .nav-dropdown-toggle`)).toHaveAttribute('aria-expanded', 'true');
  await page.clock.resume(); // axe waits on timers of its own
  expect(await seriousViolations(page, `${megaItem} .nav-dropdown-block`)).toEqual([]);
});
