// The behaviour every MarketingService must have; a test file runs it against each implementation.
import { expect, it } from 'vitest';
import { newCartId } from './capture-service.server';
import type { CartSnapshot, MarketingService } from './marketing-service';

export interface ContractSubject {
  service: MarketingService;
  /** A new shopper's cart: its id and what the service is told about it. */
  newCart(): Promise<{ cartId: string; snapshot: CartSnapshot }>;
}

export function marketingServiceContract(subject: () => ContractSubject): void {
  it('spec 7.5 contract: an unknown cart id has no e-mail', async () => {
    expect(await subject().service.findEmailByCartId(newCartId())).toBeNull();
  });

  it('spec 7.5 contract: the e-mail recorded for a cart is found by its cart id', async () => {
    const { service, newCart } = subject();
    const { cartId, snapshot } = await newCart();
    await service.upsertCartEmail(cartId, 'lan.nguyen@gmail.com', true, snapshot);
    expect(await service.findEmailByCartId(cartId)).toBe('lan.nguyen@gmail.com');
  });

  it('spec 7.5 contract: a later e-mail replaces the earlier one', async () => {
    const { service, newCart } = subject();
    const { cartId, snapshot } = await newCart();
    await service.upsertCartEmail(cartId, 'cu@gmail.com', false, snapshot);
    await service.upsertCartEmail(cartId, 'moi@gmail.com', false, snapshot);
    expect(await service.findEmailByCartId(cartId)).toBe('moi@gmail.com');
  });

  it('spec 7.5 contract: each cart keeps its own e-mail', async () => {
    const { service, newCart } = subject();
    const [a, b] = [await newCart(), await newCart()];
    await service.upsertCartEmail(a.cartId, 'an@gmail.com', true, a.snapshot);
    await service.upsertCartEmail(b.cartId, 'binh@gmail.com', false, b.snapshot);
    expect(await service.findEmailByCartId(a.cartId)).toBe('an@gmail.com');
    expect(await service.findEmailByCartId(b.cartId)).toBe('binh@gmail.com');
  });
}
