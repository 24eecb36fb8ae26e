import type pg from 'pg';

// Statements each PostgreSQL connection runs once before its first use, and how many of them each connection ran.
const warmUps: string[] = [];
const ran = new WeakMap<pg.PoolClient, number>();

/**
 * Adds a statement every pooled connection runs before it is next lent out: what a connection's first search compiled
 * and loaded cost that search 5–20 ms (decision 051). Register it once the schema is current: it is run once per
 * connection, failed or not.
 */
export function warmEachConnection(sql: string): void {
  warmUps.push(sql);
}

/** Runs on a connection being lent out the warm-ups it has not run; they queue before its borrower's statements. */
export function warmBeforeUse(client: pg.PoolClient): void {
  const done = ran.get(client) ?? 0;
  if (done === warmUps.length) return;
  ran.set(client, warmUps.length);
  for (const sql of warmUps.slice(done)) client.query(sql).catch(() => {});
}
