// Submission statuses: what the server answers, and the form status the browser shows for it (spec 4.5).

export const serverStatuses = ['validation_failed', 'acceptance_missing', 'spam', 'aborted', 'mail_sent', 'mail_failed'] as const;
export type ServerStatus = (typeof serverStatuses)[number];

const clientStatuses: Record<string, string> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
};

/** The form status for a server status; any other value becomes `custom-<slug>`. */
export function clientStatus(serverStatus: string): string {
  if (Object.hasOwn(clientStatuses, serverStatus)) return clientStatuses[serverStatus]!;
  const slug = serverStatus.replace(/[^0-9a-z]+/gi, ' ').trim().replace(/\s+/, '-');
  return `custom-${slug}`;
}
