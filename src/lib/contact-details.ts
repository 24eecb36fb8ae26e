// The phone and e-mail rules of spec 5.3 / 9.1, shared by the checkout and quick buy, on both sides.

/**
 * A 0 then 9 or 10 digits (more leading zeros allowed, spec 5.3); spaces, dots and dashes between digits are ignored.
 * The number as one 0 then its digits, so a run of typed zeros is never what the order keeps.
 */
export function normalPhone(raw: string): string | undefined {
  const digits = raw.replace(/[\s.-]/g, '');
  return /^0+\d{9,10}$/.test(digits) ? digits.replace(/^0+/, '0') : undefined;
}

// The local part as it can be written unquoted (RFC 5322's dot-atom), domain labels of letters, digits and hyphens: a
// comment, quote, bracket or comma would make the mailer read an address other than the one the shop checked and counted.
const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[A-Za-z]{2,4}$/u;

/** local@domain with a top-level domain of 2–4 letters. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && emailPattern.test(text);
}
