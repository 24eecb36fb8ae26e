// Spec 2.3, reading B: which tab opens on load, and whether the page then scrolls to the reviews.

const reviewHashes = ['#reviews', '#tab-reviews', '#comments'];

export function wantsReviews(hash: string, href: string): boolean {
  return hash.includes('comment-') || reviewHashes.includes(hash) || href.includes('comment-page-') || href.includes('cpage=');
}

/** The tab a hash names (`#tab-<name>`), if the page has it. */
export function tabOfHash(hash: string, names: readonly string[]): string | undefined {
  return names.find((name) => hash === `#tab-${name}`);
}

export function initialTab(hash: string, href: string, names: readonly string[]): { tab: string; scrollToReviews: boolean } {
  if (names.includes('reviews') && wantsReviews(hash, href)) return { tab: 'reviews', scrollToReviews: true };
  return { tab: tabOfHash(hash, names) ?? names[0] ?? '', scrollToReviews: false };
}
