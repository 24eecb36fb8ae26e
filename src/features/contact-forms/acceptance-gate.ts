/** The value a ticked acceptance box sends (layout-view.tsx renders it); any other posted value is not acceptance. */
export const acceptanceTicked = '1';

export interface AcceptanceBox {
  checked: boolean;
  optional: boolean;
  invert: boolean;
}

/** True when a box is as the visitor must leave it: checked, or unchecked when inverted. */
export const acceptanceGiven = (box: AcceptanceBox) => box.checked !== box.invert;

/**
 * Whether the submit buttons are enabled (spec 5.5): every acceptance box that is not optional must be given,
 * unless the form validates acceptance on the server instead.
 */
export function submitEnabled(boxes: readonly AcceptanceBox[], acceptanceAsValidation: boolean): boolean {
  return acceptanceAsValidation || boxes.every((box) => box.optional || acceptanceGiven(box));
}
