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

  it('decision 098 contract: the same cart told under a new id (another e-mail typed) is found only by the new id', async () => {
    const { service, newCart } = subject();
    const { cartId, snapshot } = await newCart();
    await service.upsertCartEmail(cartId, 'nguoi.truoc@gmail.com', false, snapshot);
    const newId = newCartId();
    await service.upsertCartEmail(newId, 'nguoi.sau@gmail.com', false, snapshot);
    expect([await service.findEmailByCartId(cartId), await service.findEmailByCartId(newId)]).toEqual([null, 'nguoi.sau@gmail.com']);
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

/** The newsletter list half of the contract (decision 043): what the newsletter's confirm and unsubscribe rely on. */
export function marketingListContract(service: () => MarketingService): void {
  const fresh = () => `nhan.tin.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@gmail.com`;

  it('decision 043 contract: an address never subscribed is not on the list, and unsubscribing it is no error', async () => {
    const email = fresh();
    expect(await service().listStatus(email)).toBeNull();
    await service().unsubscribe(email);
    expect(await service().listStatus(email)).toBeNull();
  });

  it('decision 043 contract: subscribe puts the address on the list, twice is the same as once', async () => {
    const email = fresh();
    await service().subscribe(email);
    await service().subscribe(email);
    expect(await service().listStatus(email)).toBe('subscribed');
  });

  it('decision 043 contract: unsubscribe takes it off, and a later subscribe puts it back', async () => {
    const email = fresh();
    await service().subscribe(email);
    await service().unsubscribe(email);
    expect(await service().listStatus(email)).toBe('unsubscribed');
    await service().subscribe(email);
    expect(await service().listStatus(email)).toBe('subscribed');
  });

  it('decision 043 contract: addresses compare without case', async () => {
    const email = fresh();
    await service().subscribe(email.toUpperCase());
    expect(await service().listStatus(email)).toBe('subscribed');
    await service().unsubscribe(email);
    expect(await service().listStatus(email.toUpperCase())).toBe('unsubscribed');
  });
}
