// The 'Mua ngay' buttons: one listener on the document, so cards added later (infinite scroll) work too.
const buttonSelector = '.devvn_buy_now[data-id]';

type PopupModule = typeof import('./quick-buy-popup.client');
let popup: Promise<PopupModule> | undefined;

// The popup's code is fetched on the first hover, focus or press of a button, never with the page.
const loadPopup = () => (popup ??= import('./quick-buy-popup.client'));

function buttonOf(event: Event): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(buttonSelector) : null;
}

export function startQuickBuy(): void {
  const preload = (event: Event) => {
    if (buttonOf(event)) void loadPopup().catch(() => undefined);
  };
  document.addEventListener('pointerover', preload, { passive: true });
  document.addEventListener('focusin', preload);
  document.addEventListener('click', (event) => {
    const button = buttonOf(event);
    const id = Number(button?.dataset.id);
    if (!button || !(id > 0) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    const href = button.getAttribute('href');
    button.classList.add('loading');
    void loadPopup()
      .then(({ openQuickBuy }) => openQuickBuy(id))
      .catch(() => false)
      .then((opened) => {
        button.classList.remove('loading');
        if (!opened && href) window.location.assign(href);
      });
  });
}
