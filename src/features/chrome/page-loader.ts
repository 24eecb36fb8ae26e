/** Spec 9.4: the page loader fades once the page has loaded and is removed 1000 ms after. */
export const pageLoaderRemovalMs = 1000;

export type PageLoaderSetting = 'no' | 'home' | 'all';

/** Whether a page shows the loader: on every page, on the home page only, or nowhere. */
export function showsPageLoader(setting: PageLoaderSetting, path: string): boolean {
  return setting === 'all' || (setting === 'home' && path === '/');
}

/** How long the loader still waits, `now` ms into the page that loaded at `loadedAt`: 1000 ms after the load, counted from the load itself. */
export function loaderWait(loadedAt: number, now: number): number {
  return Math.max(0, loadedAt + pageLoaderRemovalMs - now);
}
