// A field a person never sees or reaches with the keyboard; form-filling robots fill it in.
export const honeypotName = 'contact-website';

/** True when the honeypot came back filled in. */
export function honeypotFilled(fields: ReadonlyMap<string, string[]>): boolean {
  return (fields.get(honeypotName) ?? []).some((value) => value.trim() !== '');
}
