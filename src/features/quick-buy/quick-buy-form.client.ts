import { formatMoney } from '../../lib/money';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { wireAreas } from './quick-buy-areas.client';
import { customerInfo, productInfo, quickBuyCall } from './quick-buy-calls.client';
import { customerFields, orderFields, readCustomerForm } from './quick-buy-fields';
import { customerFormErrors, quickBuyTotal, type QuickBuyFlags } from './quick-buy-rules';

const couponMessageMs = 2000; // spec 9.1

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
  const variation = $<HTMLSelectElement>(`select[name="${orderFields.variation}"]`);
  const quantity = $<HTMLInputElement>(`input[name="${orderFields.quantity}"]`);
  const couponAmount = $<HTMLInputElement>(`input[name="${orderFields.couponAmount}"]`);
  const chosen = () => variation?.selectedOptions[0];
  const unitPrice = () => Number(chosen()?.dataset.price ?? form.closest<HTMLElement>('.quick-buy')?.dataset.price ?? 0);
  form.querySelector('.quick-buy-update')?.setAttribute('hidden', '');

  const recompute = () => {
    const radio = $<HTMLInputElement>('input[name="shipping_method[0]"]:checked');
    const costs = JSON.parse($<HTMLElement>('.quick-buy-shipping-options')?.dataset.costs ?? '{}') as Record<string, number>;
    const shipping = radio ? (costs[radio.value] ?? 0) : 0;
    const discount = Number(couponAmount?.value) || 0;
    const total = quickBuyTotal({ unitPrice: unitPrice(), quantity: Math.max(0, Number(quantity?.value) || 0), shipping, discount });
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
  variation?.addEventListener('change', () => {
    const option = chosen();
    if (quantity && option?.dataset.min) quantity.min = option.dataset.min;
    if (quantity && option) quantity.max = option.dataset.max ?? '';
    areas.reloadShipping();
  });

  let couponBusy = false;
  const couponButton = $<HTMLButtonElement>('.quick-buy-apply-coupon');
  couponButton?.addEventListener('click', async (event) => {
    event.preventDefault();
    if (couponBusy) return;
    couponBusy = true;
    couponButton.classList.add('loading');
    const code = (form.elements.namedItem(customerFields.coupon) as HTMLInputElement | null)?.value ?? '';
    const answer = await quickBuyCall<{ total_discount: number; mess: string } | string>(quickBuy.couponAction, { prod_id: form.dataset.prodId ?? '', coupon: code, product_info: productInfo(form) });
    couponBusy = false;
    couponButton.classList.remove('loading');
    const ok = answer?.success && typeof answer.data === 'object';
    if (couponAmount) couponAmount.value = ok && typeof answer.data === 'object' ? String(answer.data.total_discount) : '0';
    const message = $<HTMLElement>('.quick-buy-coupon-message');
    if (message) {
      message.textContent = typeof answer?.data === 'object' ? answer.data.mess : (answer?.data ?? vi.quickBuy.orderFailed);
      setTimeout(() => (message.textContent = ''), couponMessageMs);
    }
    recompute();
  });

  wireOrder(form, showThanks);
  recompute();
}

function wireOrder(form: HTMLFormElement, showThanks: (html: string) => void): void {
  const button = form.querySelector<HTMLButtonElement>('.quick-buy-order');
  let sending = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending || !button) return;
    const variation = form.querySelector<HTMLSelectElement>(`select[name="${orderFields.variation}"]`);
    if (variation && !variation.value) return window.alert(vi.quickBuy.variationRequired);
    if (variation?.selectedOptions[0]?.dataset.inStock === '0') return window.alert(vi.quickBuy.outOfStock);
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
    window.alert(typeof answer?.data === 'string' ? answer.data : vi.quickBuy.orderFailed);
  });
}
