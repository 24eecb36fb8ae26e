// A real SMTP server for integration tests: what the shop's outbox delivers lands here.
import { SMTPServer } from 'smtp-server';
import { readMessage, type ReadMessage } from '../../src/features/mail/mail-test-support';

/** A real SMTP server on 127.0.0.1 and a random port, keeping what it receives. */
export async function startSmtp(): Promise<{ url: string; received: (ReadMessage & { rcpt: string[] })[]; close: () => Promise<void> }> {
  const received: (ReadMessage & { rcpt: string[] })[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ ...readMessage(Buffer.concat(chunks).toString('utf8')), rcpt: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
