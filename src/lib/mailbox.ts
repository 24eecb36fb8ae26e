// Gmail delivers name.surname@ and namesurname@ (and googlemail.com) to one inbox.
const gmail = new Set(['gmail.com', 'googlemail.com']);

/**
 * The inbox an address reaches, as the subject of a limit per recipient: `name+anything@` is delivered to `name@`
 * by most providers, so counting addresses as typed let one inbox be mailed without end.
 */
export function mailboxOf(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const [local, domain] = [email.slice(0, at).split('+')[0] || email.slice(0, at), email.slice(at + 1)];
  return gmail.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}
