// The mail outbox (decision 013): every message is an outbox row and an .eml file; SMTP_URL delivers them for real.
export { queueMail, saveMailFiles, saveMailFilesAfterAnswer, mailFilesWritten, mailFolder, mailFile, type MailMessage } from './outbox.server';
export { repairMailFiles } from './repair.server';
export { purgeSentMail, startSentMailPurge, keepSentDays } from './purge.server';
export { deliverQueuedMail, startMailSender, retryDelayMs, smtpTransport, type MailTransport } from './sender.server';
