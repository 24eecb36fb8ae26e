import { insertHtml } from '../../client/insert-html';
import { shopEndpoints } from '../../lib/contract-names';
import { fields } from './checkout-fields';
import { checkoutParams, endpointUrl } from './checkout-params';

async function call(endpoint: string, body: URLSearchParams): Promise<{ ok: boolean; html: string }> {
  const response = await fetch(endpointUrl(endpoint), { method: 'POST', body, credentials: 'same-origin' });
  return { ok: response.ok, html: await response.text() };
}

/**
 * The checkout's coupons by script (contract.md): "Bạn có mã giảm giá?" opens `form.checkout_coupon`, which applies
 * its code to the cart through `apply_coupon`; the review's remove links take one off through `remove_coupon`. The
 * notices they answer show above the coupon form and the review is brought up to date. A call that fails falls back
 * to the form's post or the link. Returns the function that disconnects it.
 */
export function connectCheckoutCoupons(checkoutForm: HTMLFormElement, refreshReview: () => void): () => void {
  const couponForm = document.querySelector<HTMLFormElement>('form.checkout_coupon');
  const toggle = document.querySelector<HTMLAnchorElement>('a.showcoupon');
  const notices = document.querySelector('.checkout-coupon-notices');
  const codeInput = couponForm?.querySelector<HTMLInputElement>(`#${fields.coupon}`);
  const show = (html: string) => notices && insertHtml(notices, html, 'inner');

  function open(opened: boolean) {
    couponForm?.classList.toggle('is-open', opened);
    toggle?.setAttribute('aria-expanded', String(opened));
    if (opened) codeInput?.focus();
  }
  const onToggle = (event: MouseEvent) => {
    event.preventDefault();
    open(!couponForm?.classList.contains('is-open'));
  };

  async function onApply(event: SubmitEvent) {
    if (!couponForm || !codeInput) return;
    event.preventDefault();
    if (couponForm.classList.contains('processing')) return;
    couponForm.classList.add('processing');
    const body = new URLSearchParams(new FormData(couponForm) as unknown as Record<string, string>);
    body.set(fields.email, (checkoutForm.elements.namedItem(fields.email) as HTMLInputElement | null)?.value ?? '');
    try {
      const answer = await call(shopEndpoints.applyCoupon, body);
      show(answer.html);
      if (answer.ok && !answer.html.includes('woocommerce-error')) {
        codeInput.value = '';
        open(false);
      }
      refreshReview();
    } catch {
      couponForm.submit();
    }
    couponForm.classList.remove('processing');
  }

  async function onRemove(event: MouseEvent) {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.woocommerce-remove-coupon') : null;
    const coupon = link?.dataset.coupon;
    if (!link || !coupon) return;
    event.preventDefault();
    try {
      show((await call(shopEndpoints.removeCoupon, new URLSearchParams({ security: checkoutParams()?.remove_coupon_nonce ?? '', coupon }))).html);
      refreshReview();
    } catch {
      window.location.href = link.href;
    }
  }

  const apply = (event: SubmitEvent) => void onApply(event);
  const remove = (event: MouseEvent) => void onRemove(event);
  toggle?.addEventListener('click', onToggle);
  couponForm?.addEventListener('submit', apply);
  checkoutForm.addEventListener('click', remove);
  return () => {
    toggle?.removeEventListener('click', onToggle);
    couponForm?.removeEventListener('submit', apply);
    checkoutForm.removeEventListener('click', remove);
  };
}
