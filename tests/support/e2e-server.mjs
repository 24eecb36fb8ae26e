// The browser journeys' server: a real SMTP server that keeps every message it receives as an .eml file, then
// the production build of the shop in this process with SMTP_URL pointing at it (so journeys can read the mail).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

const [dist = 'dist'] = process.argv.slice(2);
const received = resolve(process.env.E2E_MAIL_DIR ?? join(process.env.DATA_DIR ?? '.', 'received-mail'));
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 0);
mkdirSync(received, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      writeFileSync(join(received, `${Date.now()}-${++count}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((done) => smtp.listen(smtpPort, '127.0.0.1', done));
// Every journey comes from loopback, which the per-address limits count (decision 022).
process.env.LIMIT_SESSIONS_PER_HOUR ??= '1000000';
process.env.LIMIT_SIGN_UPS_PER_HOUR ??= '1000000';
process.env.LIMIT_CONFIRMATIONS_PER_HOUR ??= '1000000';
process.env.LIMIT_QUICK_BUYS_PER_HOUR ??= '1000000';
process.env.LIMIT_REVIEWS_PER_HOUR ??= '1000000';
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
await import(pathToFileURL(resolve(dist, 'server/main.js')).href);
