import * as vi from '../../lib/messages/index';

/** The ecosystem's per-form message keys (plus two of ours for choices), each with a Vietnamese default. */
export type MessageKey = keyof typeof vi.contactForms.messages;
export type FormMessages = Record<MessageKey, string>;

export const messageKeys = Object.keys(vi.contactForms.messages) as MessageKey[];

/** A form's messages: its own where it sets a non-empty one, the Vietnamese default elsewhere. */
export function formMessages(overrides: Partial<Record<string, string>> = {}): FormMessages {
  return Object.fromEntries(
    messageKeys.map((key) => {
      const own = Object.hasOwn(overrides, key) ? overrides[key]?.trim() : '';
      return [key, own || vi.contactForms.messages[key]];
    }),
  ) as FormMessages;
}
