import { dispatchPageEvent } from '../../client/events';
import { insertHtml } from '../../client/insert-html';
import { scrollToElement } from '../../client/scroll';
import { shopEndpoints } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { shippingInputName } from '../shipping/index';
import { fields, updateAddressButton } from './checkout-fields';
import { checkoutErrorEvent, updatedCheckoutEvent, type CheckoutErrorDetail } from './checkout-events';
import { connectCheckoutCoupons } from './checkout-coupon';
import { checkoutParams, endpointUrl } from './checkout-params';

interface CheckoutAnswer {
  result?: 'success' | 'failure';
  redirect?: string;
  messages?: string;
  reload?: boolean;
  /** The cart changed: the order review is drawn again. */
  refresh?: boolean;
  fragments?: Record<string, string>;
}

// The review's own notices (error-list.server.tsx), replaced by each refresh.
const reviewNotices = '.review-notice';

async function post(endpoint: string, body: URLSearchParams, signal?: AbortSignal): Promise<CheckoutAnswer> {
  const response = await fetch(endpointUrl(endpoint), { method: 'POST', body, signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  return (await response.json()) as CheckoutAnswer;
}

const formBody = (form: HTMLFormElement) => new URLSearchParams(new FormData(form) as unknown as Record<string, string>);

/** Shows the refused fields: the server's error list at the top of the form, each named row marked invalid. */
function showErrors(form: HTMLFormElement, messagesHtml: string | undefined): void {
  const wrapper = form.querySelector('.woocommerce-notices-wrapper');
  if (!wrapper) return;
  if (messagesHtml) insertHtml(wrapper, messagesHtml, 'inner');
  else {
    const list = document.createElement('ul');
    list.className = 'woocommerce-error';
    list.append(Object.assign(document.createElement('li'), { textContent: vi.checkout.orderFailed }));
    wrapper.replaceChildren(list);
  }
  const ids = [...wrapper.querySelectorAll<HTMLElement>('li[data-id]')].map((li) => li.dataset.id ?? '');
  // Rows inside islands (the address selects) mark themselves from the event; the others are plain markup.
  for (const row of form.querySelectorAll('.woocommerce-invalid')) if (!row.closest('[data-island]')) row.classList.remove('woocommerce-invalid');
  for (const id of ids) {
    const row = form.querySelector(`#${CSS.escape(id)}_field`) ?? (id === fields.payment ? form.querySelector('#payment') : null);
    if (row && !row.closest('[data-island]')) row.classList.add('woocommerce-invalid');
  }
  dispatchPageEvent<CheckoutErrorDetail>(document.body, checkoutErrorEvent, { fields: ids });
  // Spec 9.4: notices are scrolled to with 100 px above them, over 1000 ms.
  scrollToElement(wrapper, -100, 1000);
}

/** The review's answer: its two fragments in place, the payment the shopper has chosen meanwhile kept, the cart's coupon errors shown. */
function applyReview(form: HTMLFormElement, answer: CheckoutAnswer): void {
  const payment = form.querySelector<HTMLInputElement>(`input[name="${fields.payment}"]:checked`)?.id;
  for (const [selector, html] of Object.entries(answer.fragments ?? {})) {
    const target = form.querySelector(selector);
    if (target) insertHtml(target, html);
  }
  const kept = payment ? form.querySelector<HTMLInputElement>(`#${CSS.escape(payment)}`) : null;
  if (kept) kept.checked = true;
  const wrapper = form.querySelector('.woocommerce-notices-wrapper');
  for (const list of wrapper?.querySelectorAll(reviewNotices) ?? []) list.remove();
  if (wrapper && answer.messages) insertHtml(wrapper, answer.messages, 'append');
}

/**
 * The checkout with script (contract.md "Checkout"): the order is placed by `?wc-ajax=checkout`, errors are shown
 * in place, and the review is brought up to date by `?wc-ajax=update_order_review` (its nonce from
 * `wc_checkout_params`) when the province, shipping method or coupons change. Returns the function that disconnects it.
 */
export function connectCheckout(form: HTMLFormElement, onPlacing: (placing: boolean) => void): () => void {
  let placing = false;
  let refreshing: AbortController | undefined;

  async function refreshReview() {
    refreshing?.abort();
    const controller = (refreshing = new AbortController());
    const area = form.querySelector('#order_review');
    area?.classList.add('updating');
    try {
      const body = formBody(form);
      body.set('security', checkoutParams()?.update_order_review_nonce ?? '');
      const answer = await post(shopEndpoints.updateOrderReview, body, controller.signal);
      if (answer.reload) return window.location.reload();
      applyReview(form, answer);
      dispatchPageEvent(document.body, updatedCheckoutEvent);
    } catch {
      // A newer review replaced this one, or the network failed: the review stays as it was.
    } finally {
      if (!controller.signal.aborted) area?.classList.remove('updating');
    }
  }

  async function placeOrder() {
    if (placing) return;
    placing = true;
    onPlacing(true);
    form.classList.add('processing');
    try {
      const answer = await post(shopEndpoints.checkout, formBody(form));
      if (answer.result === 'success' && answer.redirect) return window.location.assign(answer.redirect);
      showErrors(form, answer.messages);
      if (answer.refresh) void refreshReview();
    } catch {
      showErrors(form, undefined);
    }
    placing = false;
    onPlacing(false);
    form.classList.remove('processing');
  }

  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    if ((e.submitter as HTMLButtonElement | null)?.name === updateAddressButton) void refreshReview();
    else void placeOrder();
  };
  const onChange = (e: Event) => {
    const name = (e.target as HTMLInputElement | null)?.name;
    if (name === fields.province || name === shippingInputName) void refreshReview();
  };
  form.addEventListener('submit', onSubmit);
  form.addEventListener('change', onChange);
  const disconnectCoupons = connectCheckoutCoupons(form, () => void refreshReview());
  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('change', onChange);
    disconnectCoupons();
  };
}
