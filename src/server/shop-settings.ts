import type { Db } from '../db/index';

/** Shop options a shop owner can change in the settings table; the defaults are the demo shop's. */
export interface ShopSettings {
  searchResultLatency: number;
  isMiniCartReveal: boolean;
  cartRedirectAfterAdd: boolean;
  reviewRatingRequired: boolean;
  productsPerPage: number;
  swatchStockThreshold: number;
  storeNotice: string;
  storeNoticeId: string;
  /** Spec 4.8: the stuck header hides while the shopper scrolls down and comes back on scrolling up. */
  headerHideOnScroll: boolean;
}

const defaults: ShopSettings = {
  searchResultLatency: 300,
  isMiniCartReveal: true,
  cartRedirectAfterAdd: false,
  reviewRatingRequired: true,
  productsPerPage: 12,
  swatchStockThreshold: 5,
  storeNotice: '',
  storeNoticeId: '',
  headerHideOnScroll: false,
};

function coerce<T>(fallback: T, raw: string): T {
  if (typeof fallback === 'number') return (Number.isFinite(Number(raw)) ? Number(raw) : fallback) as T;
  if (typeof fallback === 'boolean') return (raw === 'yes' || raw === '1') as T;
  return raw as T;
}

/** Loads settings at most once per `ttlMs`, so pages do not query them on every request. */
export function cachedSettings(db: Db, ttlMs = 5000): () => Promise<ShopSettings> {
  let value: Promise<ShopSettings> | undefined;
  let loadedAt = 0;
  return () => {
    if (!value || Date.now() - loadedAt > ttlMs) {
      loadedAt = Date.now();
      value = db
        .selectFrom('settings')
        .select(['name', 'value'])
        .execute()
        .then((rows) => {
          const merged: ShopSettings = { ...defaults };
          for (const row of rows) {
            if (row.name in merged) {
              const key = row.name as keyof ShopSettings;
              (merged as unknown as Record<string, unknown>)[key] = coerce(defaults[key], row.value);
            }
          }
          return merged;
        });
    }
    return value;
  };
}
