// The extension's identifiers live with the others in src/lib/contract-names.ts (decision 010).
export { contactForm as formNames } from '../../lib/contract-names';

/** Hidden fields of our own, in the `_wpcf7` family so the submission detail leaves them out (spec 3.8). */
export const ownHiddenFields = {
  fillToken: '_wpcf7_fill_token',
} as const;

export const quizAnswerField = (name: string) => `_wpcf7_quiz_answer_${name}`;
export const captchaChallengeField = (name: string) => `_wpcf7_captcha_challenge_${name}`;
