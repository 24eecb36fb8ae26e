import type { ShopContext } from '../../server/shop.server';

/** A step another feature runs once a script's add to the cart succeeded; it reads the same request fields. */
export type AfterScriptAdd = (input: URLSearchParams, c: ShopContext) => Promise<void>;

// A set: a feature registered by several test apps in one process still runs its step once (decision 037).
const steps = new Set<AfterScriptAdd>();

/** Lets another feature act on a successful `?wc-ajax=add_to_cart` (the wishlist takes its row out) without the cart knowing it. */
export function alsoAfterScriptAdd(step: AfterScriptAdd): void {
  steps.add(step);
}

export async function runAfterScriptAdd(input: URLSearchParams, c: ShopContext): Promise<void> {
  for (const step of steps) await step(input, c);
}
