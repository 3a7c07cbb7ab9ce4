// postgres.js with every statement timed (db/statement-timing.ts). Drizzle runs each statement
// through the client's `unsafe`, and a transaction through `begin` (a nested one through
// `savepoint`) with a client of the transaction's own; this wraps those three and nothing else.
// A postgres.js query runs when it is first awaited: its `then` is where the answer is seen,
// so the timing hangs there, once.
import type { PendingQuery, Sql } from "postgres";
import type { StatementTiming } from "./statement-timing.ts";

type Query = PendingQuery<readonly object[]>;

export function timedSql<S extends Sql>(sql: S, timing: StatementTiming): S {
  return new Proxy(sql, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      if (key === "unsafe") {
        return (...args: unknown[]) => timedQuery(value.apply(target, args) as Query, timing);
      }
      if (key === "begin" || key === "savepoint") {
        return (...args: unknown[]) => {
          // begin([options,] fn), savepoint([name,] fn): the callback is always last.
          const body = args.at(-1) as (inner: Sql) => unknown;
          args[args.length - 1] = (inner: Sql) => body(timedSql(inner, timing));
          return value.apply(target, args);
        };
      }
      return value;
    },
  });
}

function timedQuery(query: Query, timing: StatementTiming): Query {
  if (!timing.listening) return query;
  const startedAt = performance.now();
  const then = query.then;
  let seen = false;
  const report = () => timing.report(startedAt);
  // biome-ignore lint/suspicious/noThenProperty: the query is a promise; this is its own then
  query.then = function (this: Query, ...handlers) {
    if (!seen) {
      seen = true;
      then.call(this, report, report);
    }
    return then.apply(this, handlers) as never;
  } as Query["then"];
  return query;
}
