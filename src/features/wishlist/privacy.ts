// A wishlist's visibility (spec 3.11): stored as a number, sent and shown as the ecosystem's values.

export const privacyLevels = { public: 0, shared: 1, private: 2 } as const;
export type Privacy = (typeof privacyLevels)[keyof typeof privacyLevels];

/** `wishlist_visibility` / `privacy` from a request: '0', '1' or '2'; anything else is undefined. */
export function parsePrivacy(raw: string | null | undefined): Privacy | undefined {
  return raw === '0' || raw === '1' || raw === '2' ? (Number(raw) as Privacy) : undefined;
}

/** Longest wishlist name kept. */
export const maxNameLength = 100;

/** Largest quantity a wishlist item can hold. */
export const maxItemQuantity = 9999;

/** The public share token: 24 hex digits. */
export const tokenPattern = /^[0-9A-F]{24}$/;
