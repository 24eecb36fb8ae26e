// Contact forms in the browser: the runtime loads only on pages that hold a form, or when a popup's form opens;
// the widget's and popups' own script loads on the first click that needs it.
import { formNames } from './form-names';

const runtime = () => import('./runtime.client');
const popups = () => import('./popups.client');

/** Starts the forms of the page (not those waiting in a popup), and the widget and popup openers. */
export function startContactForms(): void {
  const pageForms = [...document.querySelectorAll(`.${formNames.prefix} > form`)].filter((form) => !form.closest('.contact-popup'));
  if (pageForms.length) void runtime().then((r) => r.startForms(document));
  document.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const toggle = target.closest<HTMLElement>('.contact-widget-toggle');
    const opener = target.closest<HTMLElement>('[data-contact-popup]');
    const popup = target.closest<HTMLElement>('.contact-popup');
    if (toggle) void popups().then((p) => p.toggleWidget(toggle));
    else if (opener) {
      const dialog = document.getElementById(opener.dataset.contactPopup ?? '');
      if (dialog) void popups().then((p) => p.openPopup(dialog, opener));
    } else if (popup) void popups().then((p) => p.onPopupClick(event));
  });
}

