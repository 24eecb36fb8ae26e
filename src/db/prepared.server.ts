import { isDeepStrictEqual } from 'node:util';
import type { Compilable, CompiledQuery } from 'kysely';
import { dialectOf } from './dialect.server';
import type { Db } from './index.server';
import { nameStatement } from './named-statements.server';

/** Where a call's value goes in a statement built before any call: `take` reads it from the call's values. */
class Slot {
  constructor(readonly take: (values: Record<string, unknown>) => unknown) {}
}

/**
 * A value as the statement binds it: `encode(value)` now, or, while a prepared statement is built, a stand-in that
 * encodes the call's value when it runs (an id list bound as JSON, say).
 */
export function boundAs<T, U>(value: T, encode: (value: T) => U): U {
  if (value instanceof Slot) return new Slot((values) => encode(value.take(values) as T)) as U;
  return encode(value);
}

type Build<S, V, R> = (db: Db, values: V, shape: S) => Compilable<R>;

/**
 * Statements of a few fixed shapes (an order, a direction…), each built by Kysely and compiled once per dialect,
 * then run with each call's values: building and compiling the same statements on every request cost about a
 * tenth of an uncached page (decision 048, part C). `build` gets the shape as it is and stand-ins for the values:
 * it may put them where Kysely binds a parameter (or hand them to `boundAs`), never branch on them or write them
 * into the SQL text; the first call of each shape checks that by building it with its own values too. No Kysely
 * plugin is in use, so every call may share the compiled query's node and id.
 */
export function preparedShapes<S, V extends object, R>(build: Build<S, V, R>) {
  const compiled = new Map<string, CompiledQuery<R>>();
  return async (db: Db, shape: S, values: V): Promise<R[]> => {
    const key = `${dialectOf(db)} ${JSON.stringify(shape)}`;
    let query = compiled.get(key);
    if (!query) compiled.set(key, (query = compile(db, build, shape, values)));
    const parameters = query.parameters.map((p) => (p instanceof Slot ? p.take(values as Record<string, unknown>) : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/** A statement of one fixed shape, compiled once per dialect (see `preparedShapes`). */
export function prepared<V extends object, R>(build: (db: Db, values: V) => Compilable<R>) {
  const run = preparedShapes<null, V, R>(build);
  return (db: Db, values: V) => run(db, null, values);
}

function compile<S, V extends object, R>(db: Db, build: Build<S, V, R>, shape: S, values: V): CompiledQuery<R> {
  const standIns = new Proxy({}, { get: (_, name: string) => new Slot((given) => given[name]) }) as V;
  const query = build(db, standIns, shape).compile();
  const direct = build(db, values, shape).compile();
  const bound = query.parameters.map((p) => (p instanceof Slot ? p.take(values as Record<string, unknown>) : p));
  if (query.sql !== direct.sql || !isDeepStrictEqual(bound, direct.parameters)) {
    throw new Error(`prepared statement depends on its values beyond its parameters:\n${query.sql}\n${direct.sql}`);
  }
  if (dialectOf(db) === 'postgres') nameStatement(query.sql);
  return query;
}
