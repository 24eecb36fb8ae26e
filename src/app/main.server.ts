import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openDatabase } from '../db/index.server';
import { warmDatabaseFile } from './database-file-warm-up.server';
import { seedDemoShopIfEmpty } from '../db/seed/index.server';
import { loadConfig } from '../lib/config.server';
import { createApp, pageStoreFor } from './app.server';
import { warmPages } from './page-warm-up.server';
import { followPageChanges } from './page-purges.server';
import { shopServer } from './request-door.server';
import { isPrimaryOf, replacesAWorker, runsBackgroundWork, superviseWorkers } from './workers.server';
import { log } from '../server/log.server';
import { serverTimeouts } from '../server/server-timeouts.server';
import { drainOnSignal } from '../server/graceful-shutdown.server';
import { cachedSettings } from '../settings/store.server';
import { forgetOnShopChanges } from '../server/page-changes.server';
import { startSessionPurge } from '../server/session.server';
import { mailFilesWritten, repairMailFiles, startMailSender, startSentMailPurge } from '../features/mail/index.server';
import { startAbandonedCartReminders } from '../features/marketing-email/index.server';
import { warmLiveSearch } from '../features/search/index.server';
import { giveMemoryBack } from './give-memory-back.server';

const config = loadConfig();
if (process.env.NODE_ENV !== 'production') {
  log.warn('warning', { message: 'NODE_ENV is not production: React renders in its slow development mode' });
}
if (!config.publicUrl) {
  log.warn('warning', { message: `PUBLIC_URL is not set: the shop answers only to ${config.allowedHosts.join(', ')} (ALLOWED_HOSTS, decision 021)` });
}
const database = await openDatabase(config.databaseUrl);
// Once per start, by the primary or the one process: the workers share the OS cache it fills.
if (!cluster.isWorker) warmDatabaseFile(config.databaseUrl);
if (config.seedDemo) await seedDemoShopIfEmpty(database, config);
const settings = cachedSettings(database.db);
// A crash (even kill -9) while mail copies were written leaves some missing or empty: write them again, at the
// start and in a worker started in place of a dead one, while the other workers may be writing theirs.
if (!cluster.isWorker || replacesAWorker()) {
  const repaired = await repairMailFiles({ database, config, settings }, { othersWriting: cluster.isWorker });
  if (repaired) log.info('mail-files-repaired', { count: repaired });
}
// With more than one process this one only keeps the workers; they run the lines below (workers.server.ts).
if (isPrimaryOf(config.webConcurrency)) await database.close().then(() => superviseWorkers(config.webConcurrency, config.shutdownGraceSeconds * 1000));

await warmLiveSearch(database.db);

const pages = pageStoreFor(config);
// Followed also without the page cache: the products kept in memory go by the same changes (decision 070).
const purges = followPageChanges(database.db, pages);
// A change the shop announces (coming-soon turned, decision 042), or a settings write the page purges see, is seen
// by the next request, not in 5 s.
forgetOnShopChanges(() => settings.forget());
const app = createApp({ database, config, settings }, undefined, pages);
await warmPages({ database, config, settings });
// Background work: purge idle sessions, remind abandoned carts, deliver the mail outbox when SMTP is set, purge old sent mail.
const background = runsBackgroundWork();
const idle = () => {};
const stopSessionPurge = background ? startSessionPurge(database.db) : idle;
const stopReminders = background ? startAbandonedCartReminders({ database, config, settings }) : idle;
const stopMailPurge = background ? startSentMailPurge({ db: database.db, config }) : idle;
const stopMailSender = background && config.smtpUrl ? startMailSender({ database, settings }, config.smtpUrl) : async () => {};
const server = serve(
  { fetch: app.fetch, port: config.port, serverOptions: serverTimeouts(), createServer: shopServer(pages, config.logRequests) },
  (info) => log.info('listening', { port: info.port, database: database.dialect }),
);
// Serving leaves glibc's arenas and V8's heap grown: give the freed memory back (decisions 075, 076).
const stopGivingMemoryBack = giveMemoryBack();

// On SIGTERM answer the requests in flight, then stop the background work and close the database (decision 025).
const shutdown = drainOnSignal(server as Server, {
  graceMs: config.shutdownGraceSeconds * 1000,
  atSignal: () => {
    stopSessionPurge();
    stopReminders();
    stopMailPurge();
    purges.stop();
    stopGivingMemoryBack();
  },
  afterDrain: async () => {
    await mailFilesWritten();
    await stopMailSender();
    await database.close();
  },
});
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
