import { insertHtml } from '../../client/insert-html';
import { formatMoney } from '../../lib/money';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { wireAreas } from './quick-buy-areas.client';
import { wireCoupon } from './quick-buy-coupon.client';
import type { Variation } from '../product/index.server';
import { customerInfo, productInfo, quickBuyCall } from './quick-buy-calls.client';
import { customerFields, orderFields, readCustomerForm } from './quick-buy-fields';
import { customerFormErrors, quickBuyTotal, type QuickBuyFlags } from './quick-buy-rules';

function flagsOf(form: HTMLFormElement): QuickBuyFlags {
  const on = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value === '1';
  return { requireEmail: on('require_email'), requireDistrict: on('require_district'), requireVillage: on('require_village'), requireAddress: on('require_address') };
}

const formErrors = (form: HTMLFormElement) =>
  Object.fromEntries(customerFormErrors(readCustomerForm(new URLSearchParams(customerInfo(form))), flagsOf(form)).map((e) => [customerFields[e.field], e.message]));

function showErrors(form: HTMLFormElement, errors: Record<string, string>, only?: Element): void {
  form.querySelectorAll<HTMLElement>('.quick-buy-row[data-field]').forEach((row) => {
    if (only && row !== only) return;
    const message = errors[row.dataset.field ?? ''] ?? '';
    row.classList.toggle('has-error', !!message);
    const text = row.querySelector('.quick-buy-error');
    if (text) text.textContent = message;
    row.querySelector('input, select')?.setAttribute('aria-invalid', message ? 'true' : 'false');
  });
}

/** The popup's behaviour (spec 4.4): live total, address selects, coupon, and the order sent once. */
export function wireQuickBuyForm(form: HTMLFormElement, showThanks: (html: string) => void): void {
  const $ = <E extends Element>(selector: string) => form.querySelector<E>(selector);
  const couponAmount = $<HTMLInputElement>(`input[name="${orderFields.couponAmount}"]`);
  // The product page's variation form announces the variation it finds (contract page events); its price counts.
  let variation: Variation | null = null;
  const basePrice = Number(form.closest<HTMLElement>('.quick-buy')?.dataset.price ?? 0);
  const unitPrice = () => variation?.display_price ?? basePrice;
  const quantity = () => Number((form.elements.namedItem(orderFields.quantity) as HTMLInputElement | null)?.value) || 0;
  form.querySelector('.quick-buy-update')?.setAttribute('hidden', '');

  const recompute = () => {
    const radio = $<HTMLInputElement>('input[name="shipping_method[0]"]:checked');
    const costs = JSON.parse($<HTMLElement>('.quick-buy-shipping-options')?.dataset.costs ?? '{}') as Record<string, number>;
    const shipping = radio ? (costs[radio.value] ?? 0) : 0;
    const discount = Number(couponAmount?.value) || 0;
    const total = quickBuyTotal({ unitPrice: unitPrice(), quantity: Math.max(0, quantity()), shipping, discount });
    const set = (selector: string, dong: number) => {
      const bdi = $(`${selector} bdi`);
      if (bdi) bdi.textContent = formatMoney(dong);
    };
    set('.quick-buy-unit-price', unitPrice());
    set('.quick-buy-shipping-cost', shipping);
    set('.quick-buy-discount', discount);
    set('.quick-buy-total', total);
    $<HTMLElement>('.quick-buy-discount')?.toggleAttribute('hidden', !discount);
  };
  const areas = wireAreas(form, recompute);
  form.addEventListener('input', recompute);
  // A field shown in error is checked again as the shopper corrects it.
  form.addEventListener('input', (event) => {
    const row = event.target instanceof Element ? event.target.closest('.quick-buy-row.has-error') : null;
    if (row) showErrors(form, formErrors(form), row);
  });
  form.addEventListener('change', recompute);
  // Spec 4.4: a variation change reloads the area's shipping for it; the total follows.
  const coupon = wireCoupon(form, recompute);
  const variationChanged = (found: Variation | null, purchasable = false) => {
    variation = found;
    form.dataset.variationState = !found ? 'none' : purchasable ? 'ok' : 'out-of-stock';
    areas.reloadShipping();
    coupon.refresh();
    recompute();
  };
  // The coupon's amount is asked again for the new quantity (a percentage of the line).
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === orderFields.quantity) coupon.refresh();
  });
  form.addEventListener('show_variation', (event) => {
    const { variation: found, purchasable } = (event as CustomEvent<{ variation: Variation; purchasable: boolean }>).detail;
    variationChanged(found, purchasable);
  });
  form.addEventListener('hide_variation', () => variationChanged(null));

  wireOrder(form, showThanks, recompute);
  recompute();
}

function wireOrder(form: HTMLFormElement, showThanks: (html: string) => void, recompute: () => void): void {
  const button = form.querySelector<HTMLButtonElement>('.quick-buy-order');
  let sending = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending || !button) return;
    // Spec 5.3: a variable product needs its variation, and one out of stock says so.
    const state = form.querySelector('table.variations') ? (form.dataset.variationState ?? 'none') : 'ok';
    if (state !== 'ok') return window.alert(state === 'none' ? vi.quickBuy.variationRequired : vi.quickBuy.outOfStock);
    const errors = formErrors(form);
    showErrors(form, errors);
    if (Object.keys(errors).length) return form.querySelector<HTMLElement>('.has-error input, .has-error select')?.focus();
    sending = true;
    button.disabled = true;
    button.classList.add('loading');
    const label = button.textContent;
    button.textContent = vi.quickBuy.ordering;
    const nonce = String(new FormData(form).get(orderFields.nonce) ?? '');
    const answer = await quickBuyCall<{ gotothankyou?: boolean; thankyou_link?: string; content?: string } | string>(quickBuy.orderAction, {
      prod_id: form.dataset.prodId ?? '',
      customer_info: customerInfo(form),
      product_info: productInfo(form),
      nonce,
    });
    if (answer?.success && typeof answer.data === 'object') {
      if (answer.data.gotothankyou && answer.data.thankyou_link) return window.location.assign(answer.data.thankyou_link);
      return showThanks(answer.data.content ?? '');
    }
    sending = false;
    button.disabled = false;
    button.classList.remove('loading');
    button.textContent = label;
    if (answer?.fields) showErrors(form, answer.fields);
    // The method was re-priced or removed since shown: the options priced now replace it, and the total follows.
    const shipping = form.querySelector('.quick-buy-shipping');
    if (answer?.shipping !== undefined && shipping) {
      insertHtml(shipping, answer.shipping, 'inner');
      recompute();
    }
    window.alert(typeof answer?.data === 'string' ? answer.data : vi.quickBuy.orderFailed);
  });
}
