import type { FormMessages, MessageKey } from './form-messages';
import type { InvalidField } from './invalid-field';
import type { ServerStatus } from './status';

/** Fresh CAPTCHA images (name → image URL) and quiz questions (name → [question, answer hash]). */
export interface Refill {
  captcha?: Record<string, string>;
  quiz?: Record<string, [string, string]>;
}

/** The answer of `POST …/contact-forms/{id}/feedback` (contract.md). */
export interface FeedbackAnswer extends Refill {
  contact_form_id: number;
  status: ServerStatus;
  message: string;
  posted_data_hash: string;
  into: string;
  invalid_fields: InvalidField[];
}

const messageOf: Record<ServerStatus, MessageKey> = {
  validation_failed: 'validation_error',
  acceptance_missing: 'accept_terms',
  spam: 'spam',
  aborted: 'mail_sent_ng',
  mail_sent: 'mail_sent_ok',
  mail_failed: 'mail_sent_ng',
};

export interface Outcome {
  formId: number;
  unitTag: string;
  status: ServerStatus;
  messages: FormMessages;
  invalidFields?: InvalidField[];
  /** Set only once the submission was stored (mail sent or failed). */
  postedDataHash?: string;
  refill?: Refill;
}

export function feedbackAnswer(outcome: Outcome): FeedbackAnswer {
  const sentOrFailed = outcome.status === 'mail_sent' || outcome.status === 'mail_failed';
  return {
    contact_form_id: outcome.formId,
    status: outcome.status,
    message: outcome.messages[messageOf[outcome.status]],
    posted_data_hash: sentOrFailed ? (outcome.postedDataHash ?? '') : '',
    into: `#${outcome.unitTag}`,
    invalid_fields: outcome.invalidFields ?? [],
    ...outcome.refill,
  };
}
