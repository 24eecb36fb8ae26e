// Coming-soon mode in the browser: the banner's dismissal loads only on pages that show the banner (staff's). The
// link listens from the start, so a press made before the dismissal's chunk arrives is sent once it does.
export function startComingSoonBanner(): void {
  const link = document.querySelector<HTMLAnchorElement>('#coming-soon-footer-banner .coming-soon-footer-banner-dismiss');
  if (!link) return;
  const dismissal = import('./coming-soon-banner.client');
  link.addEventListener('click', (e) => {
    e.preventDefault();
    dismissal.then((b) => b.dismissBanner(link), (error: unknown) => console.error(error));
  });
}
