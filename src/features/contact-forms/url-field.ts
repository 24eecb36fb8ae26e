/** A URL field's value after a change (spec 5.5): trimmed, and `http://` put before a bare host name. */
export function normaliseUrlInput(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9.+-]*:/i.test(trimmed) || !trimmed.includes('.')) return trimmed;
  return `http://${trimmed.replace(/^\/+/, '')}`;
}
