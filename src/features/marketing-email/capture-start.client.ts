import { cartIdParameter, emailFields } from './names';

// The capture code loads only once a shopper types into an e-mail field, or arrives from a reminder link.
const capture = () => import('./capture.client');

/** Watches every e-mail field, including ones that arrive later (the quick-buy popup), through the document. */
export function startEmailCapture(): void {
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement && field.matches(emailFields)) void capture().then((c) => c.scheduleReport(field));
  };
  document.addEventListener('keyup', onInput);
  document.addEventListener('change', onInput);
  const cartId = new URLSearchParams(location.search).get(cartIdParameter);
  if (cartId) void capture().then((c) => c.restoreEmail(cartId));
}
