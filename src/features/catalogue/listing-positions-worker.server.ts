import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

// Run in a thread of its own with its own connection: SQLite answers synchronously, and numbering a big listing
// (a sort and a write of every listed product) would hold the server's event loop for as long (decision 019).
const numbering = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path);
try {
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL; BEGIN IMMEDIATE');
  for (const { sql, parameters } of workerData.statements) db.prepare(sql).run(...parameters);
  db.exec('COMMIT');
  parentPort.postMessage({});
} catch (error) {
  if (db.isTransaction) db.exec('ROLLBACK');
  parentPort.postMessage({ error: String(error) });
} finally {
  db.close();
}`;

// node:sqlite binds no booleans; the numbering's statements bind only texts and numbers otherwise.
const bindable = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);

// One numbering thread at a time per process: they would queue for SQLite's one writer anyway, and each costs memory.
let previous: Promise<unknown> = Promise.resolve();

/** Runs the statements in one write transaction on a thread of its own; rejects with the database's error. */
export function runInThread(path: string, statements: CompiledQuery[]): Promise<void> {
  const workerData = { path, statements: statements.map((s) => ({ sql: s.sql, parameters: s.parameters.map(bindable) })) };
  const run = previous.then(() => numberOnThread(workerData));
  previous = run.catch(() => {});
  return run;
}

function numberOnThread(workerData: { path: string; statements: { sql: string; parameters: unknown[] }[] }): Promise<void> {
  return new Promise((resolve, reject) => {
    // Without the process's preloads (a bench's probe would answer for the process from this thread too).
    const execArgv = process.execArgv.filter((arg) => arg.startsWith('--disable-warning'));
    const worker = new Worker(numbering, { eval: true, workerData, execArgv });
    worker.once('message', (answer: { error?: string }) => (answer.error ? reject(new Error(answer.error)) : resolve()));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`numbering thread ended (${code})`)));
  });
}
