import { formNames } from './form-names';

export interface UnitTag {
  formId: number;
  containerPost: number;
  /** Which form on the page this is, from 1. */
  n: number;
}

/** `wpcf7-f<id>-p<post>-o<n>`: one form instance on one page. */
export const unitTagOf = ({ formId, containerPost, n }: UnitTag) => `${formNames.prefix}-f${formId}-p${containerPost}-o${n}`;

/** Reads a posted unit tag; undefined when it is not one (the feedback call answers 400 then). */
export function readUnitTag(value: string): UnitTag | undefined {
  const m = /^wpcf7-f([1-9]\d{0,8})-(?:p(\d{1,9})-)?o([1-9]\d{0,3})$/.exec(value);
  return m ? { formId: Number(m[1]), containerPost: Number(m[2] ?? 0), n: Number(m[3]) } : undefined;
}
