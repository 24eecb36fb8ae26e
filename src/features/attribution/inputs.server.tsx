import type { ReactElement } from 'react';
import { shop } from '../../lib/contract-names';
import { attributionFieldNames } from './fields';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wc-order-attribution-inputs': { children?: React.ReactNode };
    }
  }
}

/**
 * The checkout's attribution inputs (spec 3.9, contract.md "Checkout"): empty hidden fields that the client
 * module (attribution-tracking.ts) fills from the sourcebuster cookies. Without script they stay empty and
 * the order simply carries no attribution.
 */
export function OrderAttributionInputs(): ReactElement {
  return (
    <wc-order-attribution-inputs>
      {attributionFieldNames.map((field) => (
        <input key={field} type="hidden" name={shop.attributionPrefix + field} defaultValue="" />
      ))}
    </wc-order-attribution-inputs>
  );
}
