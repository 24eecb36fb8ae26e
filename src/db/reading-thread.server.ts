import { Worker } from 'node:worker_threads';
import { SqliteAdapter, sql, type Compilable } from 'kysely';
import type { Db } from './index.server';

// A read-only connection on a thread of its own, answering one statement at a time in the order asked (decision 071).
const reading = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(workerData.path, { readOnly: true });
db.exec('PRAGMA busy_timeout = 5000');
const prepared = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
    if (prepared.size > 100) prepared.delete(prepared.keys().next().value);
    parentPort.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`;

// A thread not asked anything for this long ends: it holds a V8 heap of its own (about 10 MB).
const idleMs = 30_000;

const files = new WeakMap<Db, Promise<string | undefined>>();

/** The file of a SQLite database that another connection can open; undefined for PostgreSQL or one in memory. */
export function sqliteFile(db: Db): Promise<string | undefined> {
  let file = files.get(db);
  if (!file) {
    file = (db.getExecutor().adapter instanceof SqliteAdapter)
      ? sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db).then((r) => r.rows[0]?.file || undefined)
      : Promise.resolve(undefined);
    files.set(db, file);
  }
  return file;
}

interface ReadingThread {
  worker: Worker;
  waiting: Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>;
  idle?: NodeJS.Timeout;
}

const threads = new Map<string, ReadingThread>();
let asked = 0;

function threadFor(path: string): ReadingThread {
  const running = threads.get(path);
  if (running) return running;
  // Without the process's preloads (a bench's probe would answer for the process from this thread too).
  const execArgv = process.execArgv.filter((arg) => arg.startsWith('--disable-warning'));
  const thread: ReadingThread = { worker: new Worker(reading, { eval: true, workerData: { path }, execArgv }), waiting: new Map() };
  thread.worker.unref();
  thread.worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: string }) => {
    const asker = thread.waiting.get(id);
    thread.waiting.delete(id);
    if (error !== undefined) asker?.reject(new Error(error));
    else asker?.resolve(rows!);
    if (thread.waiting.size > 0) return;
    thread.idle = setTimeout(() => (threads.delete(path), void thread.worker.terminate()), idleMs).unref();
  });
  const ended = (error: Error) => {
    if (threads.get(path) === thread) threads.delete(path);
    for (const asker of thread.waiting.values()) asker.reject(error);
    thread.waiting.clear();
  };
  thread.worker.on('error', ended);
  thread.worker.on('exit', (code) => ended(new Error(`reading thread ended (${code})`)));
  threads.set(path, thread);
  return thread;
}

// node:sqlite binds no booleans.
const bindable = (value: unknown) => (typeof value === 'boolean' ? Number(value) : value);

/**
 * The rows of a statement that reads much (a search through every listed product): on SQLite from a thread of its
 * own, so the event loop serves other shoppers meanwhile; elsewhere (PostgreSQL answers asynchronously) as usual.
 * The rows are the database's own, untouched by Kysely's plugins.
 */
export async function readAside<R>(db: Db, query: Compilable<R> & { execute(): Promise<R[]> }): Promise<R[]> {
  const path = await sqliteFile(db);
  if (!path) return query.execute();
  const { sql: text, parameters } = query.compile();
  const thread = threadFor(path);
  clearTimeout(thread.idle);
  const id = ++asked;
  return new Promise<R[]>((resolve, reject) => {
    thread.waiting.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
    thread.worker.postMessage({ id, sql: text, parameters: parameters.map(bindable) });
  });
}
