// Coming-soon mode in the browser: the banner's dismissal loads only on pages that show the banner (staff's).
export function startComingSoonBanner(): void {
  const link = document.querySelector<HTMLAnchorElement>('#coming-soon-footer-banner .coming-soon-footer-banner-dismiss');
  if (link) void import('./coming-soon-banner.client').then((b) => b.startBannerDismissal(link));
}
