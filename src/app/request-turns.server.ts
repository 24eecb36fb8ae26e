import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * Starts the requests given to `app` one per turn of the event loop, in arrival order (decision 062). With
 * node:sqlite a request's whole handling runs as one synchronous stretch, and every request read in one poll
 * phase used to run back to back, so timers, page-cache hits and socket writes waited for all of them. Queued,
 * each render is followed by a turn of I/O. Only the start is paced: a request that really waits (PostgreSQL)
 * still overlaps the next. The queue holds only requests Node has read (one per connection unless a client
 * pipelines), which before ran back to back in one turn: it needs no bound of its own.
 */
export function oneRequestPerTurn(app: RequestListener): RequestListener {
  const waiting: [IncomingMessage, ServerResponse][] = [];
  let pumping = false;

  // The next pump is set before this one starts its request: a request that throws cannot stop the queue.
  function pump(): void {
    let started: [IncomingMessage, ServerResponse] | undefined;
    while (!started && waiting.length) {
      const [req, res] = waiting.shift()!;
      // A client gone while queued is never started: its answer would go nowhere.
      if (!res.closed && !req.socket.destroyed) started = [req, res];
    }
    pumping = waiting.length > 0;
    if (pumping) setImmediate(pump);
    if (started) app(...started);
  }

  return (req, res) => {
    waiting.push([req, res]);
    if (pumping) return;
    pumping = true;
    setImmediate(pump);
  };
}
