import { serve } from '@hono/node-server';
import { openDatabase } from '../db/index.server';
import { seedDemoShopIfEmpty } from '../db/seed/index.server';
import { loadConfig } from '../lib/config.server';
import { createApp, pageStoreFor } from './app.server';
import { serverWithStoredPages } from './stored-pages.server';
import { isPrimaryOf, superviseWorkers } from './workers.server';
import { log } from '../server/log.server';
import { cachedSettings } from '../settings/store.server';
import { startSessionPurge } from '../server/session.server';
import { startMailSender } from '../features/mail/index.server';
import { startAbandonedCartReminders } from '../features/marketing-email/index.server';

const config = loadConfig();
if (process.env.NODE_ENV !== 'production') {
  log.warn('warning', { message: 'NODE_ENV is not production: React renders in its slow development mode' });
}
const database = await openDatabase(config.databaseUrl);
if (config.seedDemo) await seedDemoShopIfEmpty(database, config);
// With more than one process this one only keeps the workers; they run the lines below (workers.server.ts).
if (isPrimaryOf(config.webConcurrency)) await database.close().then(() => superviseWorkers(config.webConcurrency));

const settings = cachedSettings(database.db);
const pages = pageStoreFor(config);
const app = createApp({ database, config, settings }, undefined, pages);
// Background work: purge idle sessions, remind abandoned carts, deliver the mail outbox when SMTP is set.
const stopSessionPurge = startSessionPurge(database.db);
const stopReminders = startAbandonedCartReminders({ database, config, settings });
const stopMailSender = config.smtpUrl ? startMailSender({ database, settings }, config.smtpUrl) : async () => {};
const server = serve({ fetch: app.fetch, port: config.port, createServer: serverWithStoredPages(pages, config.logRequests) }, (info) => {
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
