/** What an e-mail marketing service is told about a cart: enough to write an abandoned-cart e-mail. */
export interface CartSnapshot {
  sessionId: string;
  lines: { productId: number; variationId: number | null; name: string; quantity: number; lineTotal: number }[];
  total: number;
}

/**
 * The e-mail marketing service behind the capture (spec 7.5). The shop ships a local implementation
 * (local-marketing-service.ts); an external service plugs in here. Every implementation passes
 * marketing-service-contract.ts.
 */
export interface MarketingService {
  /** Records the shopper's e-mail for this cart, replacing an earlier one. */
  upsertCartEmail(cartId: string, email: string, subscribed: boolean, cart: CartSnapshot): Promise<void>;
  /** The e-mail recorded for a cart id, or null when the id is unknown. */
  findEmailByCartId(cartId: string): Promise<string | null>;
}
