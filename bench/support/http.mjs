// Plain requests as the load generator sends them (no Accept-Encoding, so no compression), unlike fetch.
import { request } from 'node:http';

// Hop-by-hop and per-response headers a baseline server sets on its own.
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One request; answers status, the headers a baseline should repeat, and the body bytes. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const kept = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !ownHeaders.has(name)));
        resolve({ status: res.statusCode, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
