// The phone and e-mail rules of spec 5.3 / 9.1, shared by the checkout and quick buy, on both sides.

/** A 0 then 9 or 10 digits (more leading zeros allowed); spaces, dots and dashes between digits are ignored. */
export function normalPhone(raw: string): string | undefined {
  const digits = raw.replace(/[\s.-]/g, '');
  return /^0+\d{9,10}$/.test(digits) ? digits : undefined;
}

/** local@domain with a top-level domain of 2–4 letters. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/.test(text);
}
