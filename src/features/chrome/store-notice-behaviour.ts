/** Spec 3.5, 4.1: the cookie a dismissal leaves; the notice stays hidden while it exists. */
export const dismissalCookie = (id: string) => `store_notice${id}`;

/** Spec 4.1: dismissing the store notice keeps it hidden on every page while the cookie lasts (a year). */
export function startStoreNoticeDismissal(): void {
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('.woocommerce-store-notice__dismiss-link') : null;
    const notice = link?.closest<HTMLElement>('.woocommerce-store-notice');
    if (!link || !notice) return;
    e.preventDefault();
    const secure = location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${dismissalCookie(notice.dataset.noticeId ?? '')}=hidden; path=/; max-age=31536000; samesite=lax${secure}`;
    document.documentElement.classList.add('store-notice-dismissed');
  });
}
