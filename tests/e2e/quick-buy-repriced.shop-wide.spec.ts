import { expect, test } from '@playwright/test';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { formatMoney } from '../../src/lib/money';
import { journeyShopDatabase } from '../support/shop-settings';
import { dong, fillCustomer, orderReceived, popupForm } from '../support/quick-buy-popup';

// Re-pricing a shipping method changes every journey's totals, so this one runs with the shop-wide ones, alone.
test.describe.configure({ timeout: 60_000 });

function setCost(methodId: string, cost: number): void {
  const db = journeyShopDatabase();
  try {
    db.prepare('update shipping_methods set cost = ? where id = ?').run(cost, Number(methodId.split(':')[1]));
  } finally {
    db.close();
  }
}

test('decision 093: a method re-priced after the popup showed it is told in the alert, its new cost drawn with the total, and ordered at it on the next click', async ({ page }) => {
  await page.goto(`/san-pham/${demoFacts.simpleProductSlug}/`);
  await page.locator('.summary .devvn_buy_now').click();
  const form = popupForm(page);
  await fillCustomer(form, 'gia.moi@example.vn');
  const radio = form.locator('input[name="shipping_method[0]"]:checked');
  await expect(radio).toHaveCount(1);
  const method = (await radio.getAttribute('value')) ?? '';
  const shown = await dong(form.locator('.quick-buy-shipping-cost bdi'));
  const repriced = shown + 15_000;
  setCost(method, repriced);
  try {
    // The alert is answered as it opens: a click waiting on an open alert never ends.
    const alerted = new Promise<string>((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))));
    await form.locator('.quick-buy-order').click();
    expect(await alerted).toBe(vi.shipping.repriced(formatMoney(repriced)));
    await expect(form.locator('.quick-buy-shipping-cost bdi')).toHaveText(formatMoney(repriced));
    await expect(form.locator(`input[name="shipping_method[0]"][value="${method}"]`)).toBeChecked();
    const total = await dong(form.locator('.quick-buy-total bdi'));
    expect(total).toBe((await dong(form.locator('.quick-buy-unit-price bdi'))) + repriced);
    await form.locator('.quick-buy-order').click();
    await expect(page).toHaveURL(orderReceived);
    await expect(page.locator('.woocommerce-order-overview__total')).toContainText(total.toLocaleString('de-DE'));
  } finally {
    setCost(method, shown);
  }
});
