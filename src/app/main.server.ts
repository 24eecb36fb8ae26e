import { serve } from '@hono/node-server';
import { openDatabase } from '../db/index.server';
import { seedDemoShopIfEmpty } from '../db/seed/index.server';
import { loadConfig } from '../lib/config.server';
import { createApp } from './app.server';
import { log } from '../server/log.server';
import { serverTimeouts } from '../server/server-timeouts.server';
import { cachedSettings } from '../settings/store.server';
import { startSessionPurge } from '../server/session.server';
import { startMailSender } from '../features/mail/index.server';
import { startAbandonedCartReminders } from '../features/marketing-email/index.server';

const config = loadConfig();
if (process.env.NODE_ENV !== 'production') {
  log.warn('warning', { message: 'NODE_ENV is not production: React renders in its slow development mode' });
}
if (!config.publicUrl) {
  log.warn('warning', { message: `PUBLIC_URL is not set: the shop answers only to ${config.allowedHosts.join(', ')} (ALLOWED_HOSTS, decision 021)` });
}
const database = await openDatabase(config.databaseUrl);
if (config.seedDemo) await seedDemoShopIfEmpty(database, config);

const settings = cachedSettings(database.db);
const app = createApp({ database, config, settings });
// Background work: purge idle sessions, remind abandoned carts, deliver the mail outbox when SMTP is set.
const stopSessionPurge = startSessionPurge(database.db);
const stopReminders = startAbandonedCartReminders({ database, config, settings });
const stopMailSender = config.smtpUrl ? startMailSender({ database, settings }, config.smtpUrl) : async () => {};
const server = serve({ fetch: app.fetch, port: config.port, serverOptions: serverTimeouts() }, (info) => {
  log.info('listening', { port: info.port, database: database.dialect });
});

// On SIGTERM finish the requests in flight and the mail being sent, then close the database.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  stopSessionPurge();
  stopReminders();
  log.info('shutdown', { signal });
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(() => void stopMailSender().then(() => database.close()).then(() => process.exit(0)));
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
