import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { productInfo, quickBuyCall } from './quick-buy-calls.client';
import { customerFields, orderFields } from './quick-buy-fields';

const couponMessageMs = 2000; // spec 8.2, 9.1

type CouponAnswer = { total_discount: number; mess: string } | string;

/**
 * The coupon field (spec 4.4, 8.2): 'Áp dụng' asks the cart's rules for the discount on this line, once at a time, and
 * shows their message for 2 s. `refresh` asks again quietly when the line changes, so a percentage follows the quantity.
 */
export function wireCoupon(form: HTMLFormElement, changed: () => void): { refresh: () => void } {
  const button = form.querySelector<HTMLButtonElement>('.quick-buy-apply-coupon');
  const amount = form.querySelector<HTMLInputElement>(`input[name="${orderFields.couponAmount}"]`);
  const message = form.querySelector<HTMLElement>('.quick-buy-coupon-message');
  let busy = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (text: string) => {
    if (!message) return;
    message.textContent = text;
    clearTimeout(timer);
    timer = setTimeout(() => (message.textContent = ''), couponMessageMs);
  };

  const apply = async (quiet: boolean) => {
    if (busy) return;
    busy = true;
    button?.classList.add('loading');
    const code = (form.elements.namedItem(customerFields.coupon) as HTMLInputElement | null)?.value ?? '';
    const answer = await quickBuyCall<CouponAnswer>(quickBuy.couponAction, { prod_id: form.dataset.prodId ?? '', coupon: code, product_info: productInfo(form) });
    busy = false;
    button?.classList.remove('loading');
    const data = answer?.data;
    if (amount) amount.value = answer?.success && typeof data === 'object' ? String(data.total_discount) : '0';
    // A quiet check speaks only when the coupon no longer applies.
    if (!quiet || !answer?.success) show(typeof data === 'object' ? data.mess : (data ?? vi.quickBuy.orderFailed));
    changed();
  };

  button?.addEventListener('click', (event) => {
    event.preventDefault();
    void apply(false);
  });
  return { refresh: () => void (Number(amount?.value) > 0 ? apply(true) : undefined) };
}
