import { useEffect, useRef, useState } from 'react';
import { defineIsland } from '../../client/island';
import * as vi from '../../lib/messages/index';
import { connectCheckout } from './checkout-calls';

/**
 * The place-order button; once hydrated it places the order by script through its form (checkout-client.ts).
 * Before that, and without script, it simply posts the form.
 */
function CheckoutForm() {
  const button = useRef<HTMLButtonElement>(null);
  const [placing, setPlacing] = useState(false);
  useEffect(() => {
    const form = button.current?.form;
    return form ? connectCheckout(form, setPlacing) : undefined;
  }, []);
  return (
    <button ref={button} type="submit" className={`button alt${placing ? ' loading' : ''}`} name="woocommerce_checkout_place_order" id="place_order" value={vi.checkout.placeOrder} aria-busy={placing || undefined}>
      {placing ? vi.checkout.placingOrder : vi.checkout.placeOrder}
    </button>
  );
}

export default defineIsland('checkout-form', CheckoutForm, 'interaction', '.checkout-page');
