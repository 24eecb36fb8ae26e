import { wishlist } from '../../lib/contract-names';
import { holdFocus, releaseFocus } from './popup-focus.client';
import { l10n, wishlistCall } from './wishlist-request.client';

function hide(popup: HTMLElement): void {
  popup.hidden = true;
  popup.classList.remove('open');
  releaseFocus(popup);
}

/** Spec 2.10, 8.7: the estimate popup; success shows the server's template then closes, failure an error block. */
export function openEstimate(): void {
  const popup = document.querySelector<HTMLElement>('#ask_an_estimate_popup');
  if (!popup) return;
  holdFocus(popup, () => hide(popup));
  popup.hidden = false;
  popup.classList.add('open');
  popup.querySelector<HTMLInputElement>('input[name=reply_email]')?.focus();
}

export async function sendEstimate(button: HTMLElement): Promise<void> {
  const popup = button.closest<HTMLElement>('#ask_an_estimate_popup');
  const form = button.closest<HTMLElement>('.yith-ask-an-estimate-form');
  if (!popup || !form) return;
  const value = (name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name=${name}]`)?.value ?? '';
  const res = await wishlistCall(wishlist.actions.askEstimate, [['wishlist_id', form.dataset.wishlistId ?? ''], ['reply_email', value('reply_email')], ['additional_notes', value('additional_notes')]]);
  const answer = (await res.json()) as { result: boolean; template?: string; message?: string };
  popup.querySelector('.ask-an-estimate-error')?.remove();
  if (answer.result && answer.template) {
    popup.innerHTML = answer.template;
    setTimeout(() => hide(popup), Number(l10n().time_to_close_prettyphoto) || 3000);
    return;
  }
  const error = document.createElement('div');
  error.className = 'woocommerce-error ask-an-estimate-error';
  error.setAttribute('role', 'alert');
  error.textContent = answer.message ?? '';
  popup.querySelector('.popup-description')?.after(error);
}
