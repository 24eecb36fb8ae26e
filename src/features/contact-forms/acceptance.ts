import { acceptanceGiven } from './acceptance-gate';
import type { FormTag, ParsedForm } from './form-tag';
import type { PostedData } from './posted-data';

/** Whether an acceptance tag is as the visitor must leave it (checked, or unchecked when inverted). */
export const acceptanceKept = (tag: FormTag, posted: PostedData) =>
  !!tag.options.flags.optional ||
  acceptanceGiven({ checked: (posted.get(tag.name)?.raw.length ?? 0) > 0, optional: false, invert: !!tag.options.flags.invert });

/** The acceptance step of the server order: false when a box that is not optional was not given. */
export function allAccepted(form: ParsedForm, posted: PostedData): boolean {
  return form.tags.filter((t) => t.type === 'acceptance').every((t) => acceptanceKept(t, posted));
}
