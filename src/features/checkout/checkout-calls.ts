import { dispatchPageEvent } from '../../client/events';
import { insertHtml } from '../../client/insert-html';
import { scrollToElement } from '../../client/scroll';
import { shop } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { applyCouponButton, fields, shippingInputName, updateAddressButton } from './checkout-fields';
import { checkoutErrorEvent, updatedCheckoutEvent, type CheckoutErrorDetail } from './checkout-events';

interface CheckoutAnswer {
  result?: 'success' | 'failure';
  redirect?: string;
  messages?: string;
  reload?: boolean;
  fragments?: Record<string, string>;
}

const endpointUrl = (endpoint: string) => shop.ajaxUrlTemplate.replace('%%endpoint%%', endpoint);

async function post(endpoint: string, form: HTMLFormElement, signal?: AbortSignal): Promise<CheckoutAnswer> {
  const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  const response = await fetch(endpointUrl(endpoint), { method: 'POST', body, signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  return (await response.json()) as CheckoutAnswer;
}

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

/**
 * The checkout with script (contract.md "Checkout"): the order is placed by `?wc-ajax=checkout`, errors are shown
 * in place, and the review is brought up to date by `?wc-ajax=update_order_review` when the province, shipping
 * method or coupon changes. Returns the function that disconnects it.
 */
export function connectCheckout(form: HTMLFormElement, onPlacing: (placing: boolean) => void): () => void {
  let placing = false;
  let refreshing: AbortController | undefined;

  async function refreshReview() {
    refreshing?.abort();
    const controller = (refreshing = new AbortController());
    form.querySelector('#order_review')?.classList.add('updating');
    try {
      const answer = await post('update_order_review', form, controller.signal);
      if (answer.reload) return window.location.reload();
      for (const [selector, html] of Object.entries(answer.fragments ?? {})) {
        const target = form.querySelector(selector);
        if (target) insertHtml(target, html);
      }
      dispatchPageEvent(document.body, updatedCheckoutEvent);
    } catch {
      if (!controller.signal.aborted) form.querySelector('#order_review')?.classList.remove('updating');
    }
  }

  async function placeOrder() {
    if (placing) return;
    placing = true;
    onPlacing(true);
    form.classList.add('processing');
    try {
      const answer = await post('checkout', form);
      if (answer.result === 'success' && answer.redirect) return window.location.assign(answer.redirect);
      showErrors(form, answer.messages);
    } catch {
      showErrors(form, undefined);
    }
    placing = false;
    onPlacing(false);
    form.classList.remove('processing');
  }

  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    const by = (e.submitter as HTMLButtonElement | null)?.name;
    if (by === applyCouponButton || by === updateAddressButton) void refreshReview();
    else void placeOrder();
  };
  const onChange = (e: Event) => {
    const name = (e.target as HTMLInputElement | null)?.name;
    if (name === fields.province || name === shippingInputName) void refreshReview();
  };
  form.addEventListener('submit', onSubmit);
  form.addEventListener('change', onChange);
  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('change', onChange);
  };
}
