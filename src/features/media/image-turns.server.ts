// Resizing holds a thread of libuv's pool (4 by default) for up to seconds, and file reads and password
// hashes share that pool (scrypt takes at most two): resizes take one thread at a time, so a visitor asking
// every size of every image at once cannot stall the rest of the shop.
let last: Promise<unknown> = Promise.resolve();

/** Runs `work` once the image work asked before it has finished; its result or error is the caller's. */
export function inImageTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = last.then(work);
  last = result.catch(() => undefined);
  return result;
}
