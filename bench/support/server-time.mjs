// Requests one at a time, timed by the server's own request log ('ms': from the first middleware to the answer).
import { base, percentile } from '../support.mjs';

/** Sends the paths in turn (round-robin) until `count` answers or `seconds` have passed; answers the server times. */
export async function serverTimes(log, paths, { count = 40, seconds = 20 } = {}) {
  const times = [];
  const until = Date.now() + seconds * 1000;
  for (let i = 0; i < count && Date.now() < until; i++) {
    const from = log.length;
    const path = paths[i % paths.length];
    const res = await fetch(base + path);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    while (log.length === from) await new Promise((r) => setTimeout(r, 1)); // the log line follows the answer
    times.push(log[log.length - 1].ms);
  }
  return times;
}

export const p50 = (times) => percentile(times, 50);
export const p95 = (times) => percentile(times, 95);
