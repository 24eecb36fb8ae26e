import { ShippingChoices, type ShippingMethod } from '../shipping/index.server';

/** The area's shipping radios (the cart's own markup) with each method's cost by id, which the popup's total reads. */
export function ShippingOptions({ methods, chosen }: { methods: ShippingMethod[]; chosen: string | null }) {
  const costs = Object.fromEntries(methods.map((m) => [m.id, m.cost]));
  return (
    <div className="quick-buy-shipping-options" data-costs={JSON.stringify(costs)}>
      <ShippingChoices methods={methods} chosen={chosen} />
    </div>
  );
}
