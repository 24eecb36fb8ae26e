import type { FormTag } from './form-tag';
import { errorId, fieldId, wrapSelector } from './field-ids';

/** One field error of a feedback answer (contract.md, spec 7.3). */
export interface InvalidField {
  field: string;
  message: string;
  idref: string | null;
  error_id: string;
  into: string;
}

export const invalidField = (tag: FormTag, unitTag: string, message: string): InvalidField => ({
  field: tag.name,
  message,
  idref: fieldId(tag, unitTag),
  error_id: errorId(unitTag, tag.name),
  into: wrapSelector(tag.name),
});
