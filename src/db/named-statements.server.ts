import type pg from 'pg';

// The shop's fixed statements (`prepared`), by SQL text, with the name each connection prepares them under.
const names = new Map<string, string>();
let renamed = 0;

/**
 * Marks a statement of fixed text to be prepared once per PostgreSQL connection: planning the shop's statements on
 * `products` costs 0.35–0.45 ms each, more than running them (decision 067).
 */
export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `shop_${names.size}`);
}

// A table whose columns changed under a kept `select *` refuses the kept statement: prepare it again under a new name.
const planChanged = (error: unknown) => (error as { code?: string }).code === '0A000';

/** Sends the named statements' texts by name on this connection, so the server parses and plans them once. */
export function useNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<unknown>;
  client.query = (async (text: unknown, values?: unknown) => {
    const name = typeof text === 'string' ? names.get(text) : undefined;
    if (!name || typeof values === 'function') return query(text, values);
    try {
      return await query({ name, text, values });
    } catch (error) {
      if (!planChanged(error)) throw error;
      names.set(text as string, `shop_r${++renamed}_${name}`);
      return query({ name: names.get(text as string), text, values });
    }
  }) as typeof client.query;
}
