// The contact-form extension's identifiers ({form} of DESIGN 4). They belong in src/lib/contract-names.ts;
// they wait here only while that file is being reshaped, so part B moves them there.
export const formNames = {
  prefix: 'wpcf7',
  restNamespace: 'contact-form-7/v1',
  /** `_wpcf7_version`: the version of the form scripts this server speaks to. */
  version: '6.0',
  schemaVersion: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'vi',
} as const;

/** Hidden fields of our own, in the `_wpcf7` family so the submission detail leaves them out (spec 3.8). */
export const ownHiddenFields = {
  fillToken: '_wpcf7_fill_token',
} as const;

export const quizAnswerField = (name: string) => `_wpcf7_quiz_answer_${name}`;
export const captchaChallengeField = (name: string) => `_wpcf7_captcha_challenge_${name}`;
