// Contact forms (issue 11): the self-contained core. It imports no other feature; the server's routes, storage,
// outbox mail and pages use it through this file. The browser runtime of this feature imports the shared rules
// (status.ts, url-field.ts, character-count.ts, acceptance-gate.ts, submission-inputs.ts) directly, so no
// server code reaches a bundle.

// Definitions and templates
export { formDefinitionSchema, readyForm, type FormDefinition, type ReadyForm } from './form-definition';
export { parseFormTemplate, type ParseOptions } from './parse-template';
export { FormTemplateError, type TemplateErrorCode } from './template-error';
export type { FormTag, LayoutNode, ParsedForm, TagType } from './form-tag';
export { formMessages, messageKeys, type FormMessages, type MessageKey } from './form-messages';
export { formNames, ownHiddenFields } from './form-names';

// Rendering (also after a submission without JavaScript)
export { ContactForm, type ContactFormProps } from './contact-form';
export type { FieldDefaults, FormInstance, FormOutcomeView } from './render-context';
export { formOutcomeView } from './outcome-view';
export { drawChallenges, type ChallengeSettings, type Challenges } from './challenges.server';
export { fillToken } from './fill-time.server';
export { readUnitTag, unitTagOf, type UnitTag } from './unit-tag';

// Visitor text as the shop keeps it: another feature's one-line fields are cleaned the same way

// Submissions: validate → acceptance → spam, then the answer
export { submissionFromFormData, type Submission, type SubmittedFile } from './submission';
export { screenSubmission, type Screening } from './screen.server';
export type { ValidationContext } from './validate.server';
export type { Sender, SpamReason, SpamSettings } from './spam-check.server';
export type { PostedData, PostedField } from './posted-data';
export type { InvalidField } from './invalid-field';
export { feedbackAnswer, type FeedbackAnswer, type Outcome, type Refill } from './feedback-answer';
export { postedDataHash } from './posted-data-hash.server';
export { findDisallowed } from '../../lib/disallowed-words.server';
export { serverStatuses, type ServerStatus } from './status';
export { validationSchema, type ValidationSchema } from './schema';

// CAPTCHA challenges
export { isCaptchaChallenge } from './captcha.server';

// Mail and Mail (2)
export { composeMail, type MailInput } from './compose-mail';
export type { ContactMail, MailAddress, MailContext, MailTemplate } from './mail-template';

// The server around the core: stored forms and submissions, the REST calls, the CAPTCHA images
export { formById, formBySlug, formSecrets, type StoredForm } from './stored-forms.server';
export { uploadsFolder } from './uploads.server';
export { contactFormsFeature } from './feature.server';
export { contactPopups } from './popup-forms.server';
export { EnquiryButton } from './widget.server';
