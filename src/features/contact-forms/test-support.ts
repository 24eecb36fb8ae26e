// Helpers of this feature's tests: submissions built as a browser posts them.
import { formMessages } from './form-messages';
import { submissionFromFormData, type Submission } from './submission';
import type { ValidationContext } from './validate.server';

export const pngBytes: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

export type Entry = [string, string | File];

/** A submission as the server reads it from a multipart body with these entries. */
export function submissionOf(entries: Entry[]): Promise<Submission> {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return submissionFromFormData(data);
}

export const unitTag = 'wpcf7-f5-p12-o1';

export function validationContext(overrides: Partial<ValidationContext> = {}): ValidationContext {
  return {
    unitTag,
    messages: formMessages(),
    quizSecret: 'quiz-secret',
    captchaAnswer: async () => undefined,
    acceptanceAsValidation: false,
    ...overrides,
  };
}
