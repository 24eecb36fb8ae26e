import { allAccepted } from './acceptance';
import type { ParsedForm } from './form-tag';
import type { InvalidField } from './invalid-field';
import type { PostedData } from './posted-data';
import { spamReason, type Sender, type SpamReason, type SpamSettings } from './spam-check.server';
import type { Submission } from './submission';
import { validateSubmission, type ValidationContext } from './validate.server';

export type Screening =
  | { status: 'validation_failed'; invalidFields: InvalidField[]; posted: PostedData }
  | { status: 'acceptance_missing'; posted: PostedData }
  | { status: 'spam'; reason: SpamReason; posted: PostedData }
  /** Passed all three: the caller stores the uploads and sends the mail. */
  | { status: 'passed'; posted: PostedData };

/** The first three steps of the server order (validate → acceptance → spam); uploads and mail come after. */
export async function screenSubmission(
  form: ParsedForm,
  submission: Submission,
  validation: ValidationContext,
  spam: { settings: SpamSettings; sender: Sender },
): Promise<Screening> {
  const { invalidFields, posted } = await validateSubmission(form, submission, validation);
  if (invalidFields.length) return { status: 'validation_failed', invalidFields, posted };
  if (!validation.acceptanceAsValidation && !allAccepted(form, posted)) return { status: 'acceptance_missing', posted };
  const reason = spamReason(submission, posted, spam.settings, spam.sender);
  return reason ? { status: 'spam', reason, posted } : { status: 'passed', posted };
}
