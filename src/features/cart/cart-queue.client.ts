/** A queue that runs its tasks one at a time, each after the previous one has settled, in the order given. */
export type Queue = <T>(task: () => Promise<T>) => Promise<T>;

export function createQueue(): Queue {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Spec 4.2: every cart request of the page (add and remove) goes through this one queue. */
export const cartQueue = createQueue();
