import type { Locator, Page } from '@playwright/test';

/**
 * Reaches for an island as a shopper does (the pointer over its first element; decision 052: islands load on
 * reach), then waits until React owns it (`data-hydrated`). `scope` narrows to one island of several.
 */
export async function reachIsland(page: Page, name: string, scope: Page | Locator = page): Promise<Locator> {
  const island = scope.locator(`[data-island="${name}"]`).first();
  await island.locator(':scope > *').first().hover();
  await island.and(page.locator('[data-hydrated]')).waitFor();
  return island;
}
