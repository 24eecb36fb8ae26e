// The footer's newsletter form with script: sent in the background, its answer read out in the form's live region.
// Without script (or when the request fails to leave) the form posts as a page.

async function sendSignup(form: HTMLFormElement, answer: HTMLElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (button) button.disabled = true;
  try {
    const res = await fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>), headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    const reply = (await res.json().catch(() => null)) as { success?: boolean; data?: { message?: string } } | null;
    answer.textContent = reply?.data?.message ?? '';
    answer.classList.toggle('is-error', !reply?.success);
    if (reply?.success) form.reset();
  } catch {
    form.submit();
  } finally {
    if (button) button.disabled = false;
  }
}

/** Sends the footer's sign-up form in the background when it is submitted. */
export function startNewsletterSignup(): void {
  document.addEventListener('submit', (event) => {
    const form = (event.target as Element).closest?.<HTMLFormElement>('form.newsletter-signup');
    const answer = form?.querySelector<HTMLElement>('.newsletter-answer');
    if (!form || !answer) return;
    event.preventDefault();
    void sendSignup(form, answer);
  });
}
