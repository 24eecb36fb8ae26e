import { useState } from 'react';
import * as vi from '../../lib/messages/index';
import { stockBadge, type OptionState } from './option-states';
import type { FormAttribute, FormTerm } from './variation-form-props.server';

// Spec 2.3: a long list shows this many items and a 'more' link for the rest.
const shownBeforeMore = 6;

interface Props {
  attribute: FormAttribute;
  productId: number;
  value: string;
  states: Map<string, OptionState>;
  /** Options are filtered only once the first check has run, so the server's HTML hydrates unchanged. */
  checked: boolean;
  stockThreshold: number;
  onPick: (slug: string) => void;
}

function Face({ type, term }: { type: FormAttribute['displayType']; term: FormTerm }) {
  if (type === 'color') {
    return (
      <>
        <span className="variable-item-span variable-item-span-color" style={{ backgroundColor: term.color ?? undefined }} aria-hidden="true" />
        <span className="screen-reader-text">{term.name}</span>
      </>
    );
  }
  if (type === 'image' && term.image) {
    return <img className="variable-item-image" src={term.image} alt={term.name} width={50} height={50} loading="lazy" />;
  }
  return <span className="variable-item-span variable-item-span-button">{term.name}</span>;
}

/** Colour, image, button or radio items that drive the attribute's hidden select (spec 2.3, 4.3). */
export function Swatches({ attribute, productId, value, states, checked, stockThreshold, onPick }: Props) {
  const [expanded, setExpanded] = useState(false);
  const type = attribute.displayType;
  const shown = attribute.terms.filter((t, i) => expanded || i < shownBeforeMore || t.slug === value);
  const more = attribute.terms.length - shown.length;
  // The radiogroup owns the radios; its list items are layout only (role none), as axe's list rule wants.
  return (
    <ul className={`variable-items-wrapper ${type}-variable-items-wrapper`} role="radiogroup" aria-label={attribute.label} data-attribute_name={attribute.fieldName}>
      {shown.map((term) => {
        const state = checked ? states.get(term.slug) : undefined;
        const selected = term.slug === value;
        const disabled = state !== undefined && !state.enabled && !selected;
        const outOfStock = state !== undefined && !state.inStock;
        const badge = stockBadge(state, stockThreshold);
        const classes = [`variable-item ${type}-variable-item ${type}-variable-item-${term.slug}`, selected && 'selected', disabled && 'disabled', outOfStock && 'out-of-stock'];
        return (
          <li key={term.slug} role="none" className={classes.filter(Boolean).join(' ')} title={outOfStock ? `${term.name} – ${vi.product.outOfStock}` : term.name} data-title={term.name} data-value={term.slug}>
            {type === 'radio' ? (
              <label className="variable-item-radio">
                <input type="radio" name={`${attribute.fieldName}_radio_${productId}`} value={term.slug} checked={selected} disabled={disabled} readOnly onClick={() => onPick(term.slug)} />
                <span className="variable-item-radio-value">{term.name}</span>
              </label>
            ) : (
              <button type="button" className="variable-item-contents" role="radio" aria-checked={selected} disabled={disabled} onClick={() => onPick(term.slug)}>
                <Face type={type} term={term} />
              </button>
            )}
            {outOfStock && <span className="wvs-tooltip" role="tooltip">{vi.product.outOfStock}</span>}
            {badge != null && <span className="wvs-stock-left-alert">{vi.product.leftInStock(badge)}</span>}
          </li>
        );
      })}
      {more > 0 && (
        <li className="wvs-more" role="none">
          <button type="button" className="wvs-more-link" onClick={() => setExpanded(true)}>
            {vi.product.moreOptions(more)}
          </button>
        </li>
      )}
    </ul>
  );
}
