// A real SMTP server for the contact-form tests, keeping every message parsed (attachments too) with its envelope.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { rcpt: string[] };

/** Listens on 127.0.0.1 and a random port; `received` fills as the outbox delivers. */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const rcpt = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream).then((mail) => received.push({ ...mail, rcpt })).then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The addresses a parsed message's To header names. */
export const toAddresses = (mail: ParsedMail) => [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []);
