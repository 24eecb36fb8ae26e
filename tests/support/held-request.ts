import type { Page } from '@playwright/test';

/** A script chunk whose request a journey holds, to press before it arrives as on a slow network (decision 059). */
export interface HeldRequest {
  /** Whether the page has asked for it yet. */
  asked: () => boolean;
  /** Lets the held request (and any later one) through. */
  release: () => void;
}

/** Holds every request to `url` until `release()` is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<HeldRequest> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { asked: () => asked, release };
}
