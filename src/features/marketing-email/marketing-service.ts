/** What an e-mail marketing service is told about a cart: enough to write an abandoned-cart e-mail. */
export interface CartSnapshot {
  sessionId: string;
  lines: { productId: number; variationId: number | null; name: string; quantity: number; lineTotal: number }[];
  total: number;
}

/**
 * The e-mail marketing service behind the capture (spec 7.5). The shop ships a local implementation
 * (local-marketing-service.ts); an external service plugs in here. Every implementation passes
 * service-contract-test-support.ts.
 */
export interface MarketingService {
  /**
   * Records the shopper's e-mail for this cart, replacing an earlier one. The same cart (`cart.sessionId`) told
   * under a new id is known by that id only: the old one, in a reminder already sent, names nothing (decision 098).
   */
  upsertCartEmail(cartId: string, email: string, subscribed: boolean, cart: CartSnapshot): Promise<void>;
  /** The e-mail recorded for a cart id, or null when the id is unknown. */
  findEmailByCartId(cartId: string): Promise<string | null>;
  /** Puts the address on the newsletter list (its owner confirmed it: decision 043); again after leaving is fine. */
  subscribe(email: string): Promise<void>;
  /** Takes the address off the list; an address never on it is no error. */
  unsubscribe(email: string): Promise<void>;
  /** Where the address stands on the list; null when it was never on it. Addresses compare without case. */
  listStatus(email: string): Promise<'subscribed' | 'unsubscribed' | null>;
}
