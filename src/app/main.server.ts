import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openDatabase } from '../db/index.server';
import { seedDemoShopIfEmpty } from '../db/seed/index.server';
import { loadConfig } from '../lib/config.server';
import { createApp } from './app.server';
import { log } from '../server/log.server';
import { drainOnSignal } from '../server/graceful-shutdown.server';
import { cachedSettings } from '../settings/store.server';
import { startSessionPurge } from '../server/session.server';
import { repairMailFiles, startMailSender, startSentMailPurge } from '../features/mail/index.server';
import { startAbandonedCartReminders } from '../features/marketing-email/index.server';

const config = loadConfig();
if (process.env.NODE_ENV !== 'production') {
  log.warn('warning', { message: 'NODE_ENV is not production: React renders in its slow development mode' });
}
const database = await openDatabase(config.databaseUrl);
if (config.seedDemo) await seedDemoShopIfEmpty(database, config);

const settings = cachedSettings(database.db);
// A crash (even kill -9) while mail copies were written leaves some missing or empty: write them again.
const repaired = await repairMailFiles({ database, config, settings });
if (repaired) log.info('mail-files-repaired', { count: repaired });
const app = createApp({ database, config, settings });
// Background work: purge idle sessions, remind abandoned carts, deliver the mail outbox when SMTP is set, purge old sent mail.
const stopSessionPurge = startSessionPurge(database.db);
const stopReminders = startAbandonedCartReminders({ database, config, settings });
const stopMailPurge = startSentMailPurge({ db: database.db, config });
const stopMailSender = config.smtpUrl ? startMailSender({ database, settings }, config.smtpUrl) : async () => {};
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  log.info('listening', { port: info.port, database: database.dialect });
});

// On SIGTERM answer the requests in flight, then stop the background work and close the database (decision 025).
const shutdown = drainOnSignal(server as Server, {
  graceMs: config.shutdownGraceSeconds * 1000,
  atSignal: () => {
    stopSessionPurge();
    stopReminders();
    stopMailPurge();
  },
  afterDrain: async () => {
    await stopMailSender();
    await database.close();
  },
});
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
