// Every process the bench starts, so an interrupted run (Ctrl-C, SIGTERM) leaves no server or load behind.
const running = new Set();

/** Remembers the child until it exits. */
export function track(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Ends every child still running. */
export function killAll() {
  for (const child of running) child.kill('SIGTERM');
}
