import type { ServerOptions } from 'node:http';

/**
 * How long a client may take (issue 6, slow bodies): Node's defaults let a request dribble its body for 300 s and
 * check only every 30 s, so a few hundred slow clients hold every socket. The shop's forms are small, so a whole
 * request gets 30 s and its headers 10 s; a client over either gets 408 and the connection closes.
 */
export function serverTimeouts(limits = { requestMs: 30_000, headersMs: 10_000 }): ServerOptions {
  return {
    requestTimeout: limits.requestMs,
    headersTimeout: limits.headersMs,
    // How often Node looks for requests over those limits; its default of 30 s would double them.
    connectionsCheckingInterval: Math.min(1000, limits.headersMs),
  };
}
