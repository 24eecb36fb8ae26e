import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { addWalletFromListing, bags, cartCount, chooseVariation, countLabel, keyboardMove, rowOrder, switchShopSetting, walletCard, wishlistRows } from './wishlist-steps';

// Wishlist journeys that switch a shop setting: multi-wishlist mode changes every listing's and product page's add
// button, the others change pages other journeys read (decision 032). This file runs after every other journey and
// puts each setting back; run it alone with `--no-deps`.
test.describe.configure({ mode: 'default', timeout: 90_000 });

/** Pages print yith_wcwl_l10n; a flag's new value shows once the settings cache and the page cache let go of the old one. */
const l10nShows = (flag: string, value: string, path = bags) => ({ path, text: `"${flag}":"${value}"` });

test.describe('multi-wishlist mode', () => {
  test.beforeAll(() => switchShopSetting('wishlist_multi_wishlist', 'yes', l10nShows('multi_wishlist', '1')));
  test.afterAll(() => switchShopSetting('wishlist_multi_wishlist', 'no', l10nShows('multi_wishlist', '')));

  test('spec 2.10, 4.6, 5.7: the popup creates a named wishlist (an empty name turns red), ends on its feedback, and rows move between lists', async ({ page }) => {
    await page.goto(bags);
    await page.locator(`${walletCard} a.add_to_wishlist`).click();
    await page.locator('.yith-wcwl-add-popup select').selectOption('new');
    await page.locator('.yith-wcwl-add-popup .wishlist-submit').click();
    await expect(page.locator('.yith-wcwl-add-popup input[name=wishlist_name]')).toHaveClass(/invalid/);
    await page.locator('.yith-wcwl-add-popup input[name=wishlist_name]').fill('Sinh nhật mẹ');
    await page.locator('.yith-wcwl-add-popup input[name=wishlist_visibility][value="1"]').check();
    await page.locator('.yith-wcwl-add-popup .wishlist-submit').click();
    await expect(page.locator(countLabel)).toHaveText('1');
    // Spec 2.10, 4.6: the popup ends on its feedback view (a check) and closes by itself after popup_timeout (3 s).
    const feedback = page.locator('.yith-wcwl-add-popup.yith-wcwl-popup-feedback');
    await expect(feedback.locator('.heading-icon-check')).toBeVisible();
    await expect(feedback).toContainText('Đã thêm sản phẩm vào danh sách yêu thích!');
    await expect(feedback).toBeHidden();

    await page.goto('/san-pham/tui-tote-vai-canvas/');
    await page.locator('.summary a.add_to_wishlist').click();
    await page.locator('.yith-wcwl-add-popup select').selectOption('new');
    await page.locator('.yith-wcwl-add-popup input[name=wishlist_name]').fill('Đồ đi chơi');
    await page.locator('.yith-wcwl-add-popup .wishlist-submit').click();
    await expect(page.locator(countLabel)).toHaveText('2');
    await expect(feedback).toContainText('Đã thêm sản phẩm vào “Đồ đi chơi”!');
    // Spec 4.6: in multi mode the add button stays (the product can go to another list too).
    await expect(page.locator('.summary a.add_to_wishlist.single_add_to_wishlist')).toBeVisible();

    await page.goto('/danh-sach-yeu-thich/');
    await expect(page.locator('.wishlist-title h2')).toHaveText('Sinh nhật mẹ');
    await page.locator('select.change-wishlist').first().selectOption({ label: 'Đồ đi chơi' });
    await expect(page.locator('table.wishlist_table tr[data-row-id]')).toHaveCount(0);
    await page.goto('/danh-sach-yeu-thich/quan-ly/');
    await expect(page.locator('.wishlist_manage_table tbody tr')).toHaveCount(2);
    await expect(page.locator('.wishlist_manage_table tbody tr').last()).toContainText('2 sản phẩm');

    // The manage table's visibility select saves at once; the create popup opens from its link.
    const privacy = page.locator('.wishlist_manage_table select.wishlist-visibility').first();
    const saved = page.waitForResponse((r) => r.request().postData()?.includes('action=save_privacy') ?? false);
    await privacy.selectOption('2');
    expect((await saved).status()).toBe(200);
    await page.locator('a.create-wishlist-button').click();
    const popup = page.locator('#create_new_wishlist');
    await expect(popup).toBeVisible();
    await popup.locator('input[name=wishlist_name]').fill('Đồ văn phòng');
    await popup.locator('input[name=wishlist_visibility][value="1"]').check();
    await popup.locator('button.create-wishlist-submit').click();
    await expect(page.locator('.woocommerce-message')).toContainText('Đã tạo danh sách “Đồ văn phòng”.');
    await expect(popup).toBeHidden();
    await expect(page.locator('.wishlist_manage_table tbody tr')).toHaveCount(3);
    await expect(privacy).toHaveValue('2');

    // A row moves into a new wishlist through the move popup; an empty name turns red and sends nothing.
    await page.locator('.wishlist_manage_table a', { hasText: 'Đồ đi chơi' }).click();
    await expect(page.locator('table.wishlist_table tr[data-row-id]')).toHaveCount(2);
    await page.locator('select.change-wishlist').first().selectOption('new');
    const move = page.locator('.yith-wcwl-move-popup');
    await move.locator('.wishlist-submit').click();
    await expect(move.locator('input[name=wishlist_name]')).toHaveClass(/invalid/);
    await move.locator('input[name=wishlist_name]').fill('Quà cưới');
    await move.locator('.wishlist-submit').click();
    await expect(page.locator('table.wishlist_table tr[data-row-id]')).toHaveCount(1);
    await page.goto('/danh-sach-yeu-thich/quan-ly/');
    await expect(page.locator('.wishlist_manage_table tbody tr', { hasText: 'Quà cưới' })).toContainText('1 sản phẩm');
  });

  test('spec 2.10, 4.3, 4.6: a variation goes to a new list from its page; the owner renames, sets a quantity, sorts by keyboard, shares and buys the list', async ({ page, browser }) => {
    // Tall enough that both rows sit above the middle: a key move then never waits on dnd-kit's smooth auto-scroll.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto('/san-pham/binh-giu-nhiet-inox/');
    const variationId = await chooseVariation(page);
    await page.locator('.summary a.add_to_wishlist').click();
    const popup = page.locator('.yith-wcwl-add-popup');
    await popup.locator('select').selectOption('new');
    await popup.locator('input[name=wishlist_name]').fill('Quà Tết');
    await popup.locator('.wishlist-submit').click();
    await expect(popup.locator('.heading-icon-check')).toBeVisible();
    await expect(page.locator(countLabel)).toHaveText('1');
    await page.goto(bags);
    await page.locator(`${walletCard} a.add_to_wishlist`).click();
    await expect(popup.locator('select option')).toHaveText(['Danh sách yêu thích', 'Tạo danh sách mới']);
    await popup.locator('.wishlist-submit').click();
    await expect(popup.locator('.heading-icon-check')).toBeVisible();
    await expect(page.locator(countLabel)).toHaveText('2');

    await page.goto('/danh-sach-yeu-thich/');
    await expect(page.locator('.wishlist-title h2')).toHaveText('Quà Tết');
    await expect(page.locator(`.wishlist_table input[data-product-id="${variationId}"]`)).toHaveCount(1);
    await page.locator('.show-title-form').click();
    await page.locator('.hidden-title-form input[name=wishlist_name]').fill('Quà Tết 2027');
    await page.locator('.save-title-form').click();
    await expect(page.locator('.wishlist-title h2')).toHaveText('Quà Tết 2027');
    const quantitySaved = page.waitForResponse((r) => r.request().postData()?.includes('action=update_item_quantity') ?? false);
    await page.locator('.wishlist_table input.qty').first().fill('4');
    expect((await quantitySaved).status()).toBe(200);

    const before = await rowOrder(page);
    await page.locator('.drag-handle').first().focus();
    await expect(page.locator('table.wishlist_table[data-sortable="ready"]')).toHaveCount(1);
    const sorted = page.waitForResponse((r) => r.request().postData()?.includes('action=sort_wishlist_items') ?? false);
    await keyboardMove(page, 'ArrowDown', 1, 2);
    expect((await sorted).status()).toBe(200);
    await page.reload();
    expect(await rowOrder(page)).toEqual([...before].reverse());
    await expect(page.locator(`tr[data-row-id="${before[0]}"] input.qty`)).toHaveValue('4');

    const link = await page.locator('.yith-wcwl-share .copy-target').inputValue();
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.locator('.wishlist-title h2')).toHaveText('Quà Tết 2027');
    await expect(wishlistRows(other)).toHaveCount(2);
    await expect(other.locator('select.change-wishlist, a.remove_from_wishlist')).toHaveCount(0);
    await context.close();

    await page.locator('#bulk_add_to_cart').check();
    await page.locator('button.submit-wishlist-changes').click();
    await expect(page.locator('.woocommerce-message').first()).toContainText('đã được thêm vào giỏ hàng');
    await expect(page.locator(cartCount)).toHaveText('5');
  });

  test('spec 2.10, 7.6: the estimate of a named list reaches the shop by mail', async ({ page }) => {
    await page.goto(bags);
    await page.locator(`${walletCard} a.add_to_wishlist`).click();
    await page.locator('.yith-wcwl-add-popup select').selectOption('new');
    await page.locator('.yith-wcwl-add-popup input[name=wishlist_name]').fill('Quà cho đối tác');
    await page.locator('.yith-wcwl-add-popup .wishlist-submit').click();
    await expect(page.locator(countLabel)).toHaveText('1');
    await page.goto('/danh-sach-yeu-thich/');
    await page.locator('.ask-an-estimate-button').click();
    await page.locator('#reply_email').fill('doi.tac@example.vn');
    await page.locator('.submit-estimate').click();
    await expect(page.locator('.ask-an-estimate-success')).toBeVisible();
    const mail = await waitForMail('donhang@cuahangviet.example', /Yêu cầu báo giá: Quà cho đối tác/);
    expect(mail.text).toContain('doi.tac@example.vn');
  });

  test('issue 12: without JavaScript the add link adds and a list is made from the manage page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(bags);
    await page.locator(`${walletCard} a.add_to_wishlist`).click();
    await expect(page.locator('.woocommerce-message')).toContainText('Đã thêm sản phẩm vào danh sách yêu thích!');
    await page.goto('/danh-sach-yeu-thich/quan-ly/');
    await page.locator('a.create-wishlist-button').click();
    await page.locator('#create_new_wishlist input[name=wishlist_name]').fill('Đồ du lịch');
    await page.locator('#create_new_wishlist button.create-wishlist-submit').click();
    await expect(page.locator('.woocommerce-message')).toContainText('Đã tạo danh sách “Đồ du lịch”.');
    await expect(page.locator('.wishlist_manage_table tbody tr').first()).toContainText('1 sản phẩm');
    await page.locator('.wishlist_manage_table a', { hasText: 'Đồ du lịch' }).click();
    await expect(page.locator('.wishlist-title h2')).toHaveText('Đồ du lịch');
    await expect(page.locator('.wishlist_table .wishlist-empty')).toBeVisible();
    await context.close();
  });
});

test.describe('the image grid', () => {
  test.beforeAll(() => switchShopSetting('wishlist_layout', 'grid'));
  test.afterAll(() => switchShopSetting('wishlist_layout', 'table'));

  test('spec 2.10: in the image grid a thumbnail click opens and closes the item\'s details', async ({ page }) => {
    await addWalletFromListing(page);
    await page.goto('/danh-sach-yeu-thich/');
    const row = page.locator('table.wishlist_table.images_grid tr[data-row-id]').first();
    await expect(row.locator('.add_to_cart_button')).toBeHidden();
    await row.locator('.product-thumbnail a').click();
    await expect(page).toHaveURL(/\/danh-sach-yeu-thich\/$/);
    await expect(row.locator('.add_to_cart_button')).toBeVisible();
    await expect(row.locator('.product-thumbnail a')).toHaveAttribute('aria-expanded', 'true');
    await row.locator('.product-thumbnail a').click();
    await expect(row.locator('.add_to_cart_button')).toBeHidden();
  });
});

test.describe('redirect to the cart after an add from the wishlist', () => {
  test.beforeAll(() => switchShopSetting('wishlist_redirect_to_cart', 'yes', l10nShows('redirect_to_cart', 'yes')));
  test.afterAll(() => switchShopSetting('wishlist_redirect_to_cart', 'no', l10nShows('redirect_to_cart', 'no')));

  test('spec 4.6, 9.6: with redirect_to_cart on, a row added to the cart from the wishlist leads to the cart', async ({ page }) => {
    await addWalletFromListing(page);
    await page.goto('/danh-sach-yeu-thich/');
    await page.locator('.wishlist_table a.add_to_cart_button').first().click();
    await expect(page).toHaveURL(/\/gio-hang\/$/);
    await expect(page.locator('.woocommerce-cart-form')).toContainText('Ví da nam gấp đôi');
  });
});

test.describe('the cart\'s own redirect after an add', () => {
  test.beforeAll(() => switchShopSetting('cart_redirect_after_add', 'yes', { path: bags, text: '"cart_redirect_after_add":"yes"' }));
  test.afterAll(() => switchShopSetting('cart_redirect_after_add', 'no', { path: bags, text: '"cart_redirect_after_add":"no"' }));

  test('spec 4.6: the wishlist\'s redirect_to_cart (off) stands for the cart\'s (on) during its add, and the cart\'s comes back after', async ({ page }) => {
    await addWalletFromListing(page);
    await page.goto('/danh-sach-yeu-thich/');
    await page.locator('.wishlist_table a.add_to_cart_button').first().click();
    await expect(page.locator(cartCount)).toHaveText('1');
    await expect(page.locator('.yith-wcwl-popup-feedback')).toContainText('Đã thêm sản phẩm vào giỏ hàng');
    await expect(wishlistRows(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/danh-sach-yeu-thich\/$/);
    expect(await page.evaluate(() => (window as unknown as { wc_add_to_cart_params: { cart_redirect_after_add: string } }).wc_add_to_cart_params.cart_redirect_after_add)).toBe('yes');
  });
});

test.describe('ajax loading', () => {
  test.beforeAll(() => switchShopSetting('wishlist_enable_ajax_loading', 'yes', l10nShows('enable_ajax_loading', '1')));
  test.afterAll(() => switchShopSetting('wishlist_enable_ajax_loading', 'no', l10nShows('enable_ajax_loading', '')));

  test('spec 4.6, 9.6: with enable_ajax_loading on, the buttons load after the page loads and again on a reload event', async ({ page }) => {
    const fragmentCalls = () => page.waitForRequest((r) => r.postData()?.includes('action=load_fragments') ?? false);
    const first = fragmentCalls();
    await page.goto(bags);
    await expect(page.locator(countLabel)).toBeHidden();
    expect(new URLSearchParams((await first).postData()!).get(`fragments[yith-wcwl-add-to-wishlist.add-to-wishlist-${await page.locator(`${walletCard} a.add_to_wishlist`).getAttribute('data-product-id')}.wishlist-fragment.on-first-load][product_id]`)).not.toBeNull();
    const again = fragmentCalls();
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('yith_wcwl_reload_fragments', { bubbles: true })));
    await again;
  });
});

test.describe('the tooltip', () => {
  test.beforeAll(() => switchShopSetting('wishlist_enable_tooltip', 'no', l10nShows('enable_tooltip', '', '/san-pham/tui-tote-vai-canvas/')));
  test.afterAll(() => switchShopSetting('wishlist_enable_tooltip', 'yes', l10nShows('enable_tooltip', '1', '/san-pham/tui-tote-vai-canvas/')));

  test('spec 2.10, 9.6: with enable_tooltip off the add button\'s words are a plain label, shown without a hover', async ({ page }) => {
    await page.goto('/san-pham/tui-tote-vai-canvas/');
    await expect(page.locator('.summary .yith-wcwl-add-button .yith-wcwl-tooltip')).toBeVisible();
  });
});
