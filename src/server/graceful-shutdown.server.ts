import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { log } from './log.server';

export interface ShutdownPlan {
  /** Time allowed from the signal to a clean exit; after it, connections are cut and the exit code is 1. */
  graceMs: number;
  /** Stops what would start new work (timers), at the signal. */
  atSignal: () => void;
  /** Stops the mail sender and closes the database, once no connection is left. */
  afterDrain: () => Promise<void>;
  exit?: (code: number) => void;
}

// Requests a client already sent on a kept-alive connection may still sit unread in its socket when the signal
// comes: they are answered in this window. Requests read but waiting for their turn to start (decision 062) are
// in flight like the rest: they hold their connection, so the drain waits for their answers.
const lastCallMs = 500;

/**
 * Graceful shutdown (issue 6, item 9; decision 025). At the signal timers stop; for a short window every request
 * still arriving is answered with `Connection: close`, so each keep-alive connection ends after its answer; then
 * the server stops accepting, closes idle connections and waits for the requests in flight; when the last
 * connection is gone the mail sender stops and the database closes, exit 0. Past the grace period: cut, exit 1.
 */
export function drainOnSignal(server: Server, plan: ShutdownPlan): (signal: string) => void {
  const exit = plan.exit ?? ((code: number) => process.exit(code));
  const open = new Set<ServerResponse>();
  let phase: 'serving' | 'last-call' | 'closing' = 'serving';
  // Requests read and requests answered in full, so the last line can say that none was dropped.
  const count = { received: 0, answered: 0 };
  // First among the listeners: page-cache hits are answered in full by the next one (stored-pages.server.ts).
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (phase !== 'serving' && !res.headersSent) res.setHeader('Connection', 'close');
    count.received++;
    open.add(res);
    res.on('finish', () => count.answered++);
    res.on('close', () => {
      open.delete(res);
      if (phase === 'closing') server.closeIdleConnections();
    });
  });

  function close(cut: NodeJS.Timeout): void {
    phase = 'closing';
    server.close(() => {
      plan
        .afterDrain()
        .then(() => {
          clearTimeout(cut);
          log.info('shutdown-complete', count);
          exit(0);
        })
        .catch((error: unknown) => {
          log.error('shutdown', error);
          exit(1);
        });
    });
    server.closeIdleConnections();
  }

  return (signal) => {
    if (phase !== 'serving') return;
    phase = 'last-call';
    plan.atSignal();
    log.info('shutdown', { signal, inFlight: open.size });
    for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
    const cut = setTimeout(() => {
      log.warn('shutdown-grace-over', { ...count, inFlight: open.size });
      server.closeAllConnections();
      exit(1);
    }, plan.graceMs);
    cut.unref();
    setTimeout(() => close(cut), Math.min(lastCallMs, plan.graceMs / 4));
  };
}
