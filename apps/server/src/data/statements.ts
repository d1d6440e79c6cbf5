import type { Database, Statement } from "better-sqlite3";

/**
 * A resource's statements, prepared on first use and then kept for that database: better-sqlite3 compiles the SQL on
 * every `prepare()`, which costs more than most of these queries take to run (the session check: about 13 µs to
 * prepare, 2 µs to run). Keyed weakly, so a closed database (a test's) is collected together with its statements.
 */
function perDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}

/** How many texts of built SQL a database keeps prepared before it starts over. */
const BUILT_SQL_LIMIT = 200;

const builtStatements = perDatabase(() => new Map<string, Statement<unknown[], unknown>>());

/**
 * The statement for SQL built per request (the filters and order a list asks for), kept by its text. The texts come
 * from a small set of combinations, but the cache is bounded all the same: it must never grow with the requests.
 */
function preparedSql<Row>(db: Database, sql: string): Statement<unknown[], Row> {
  const statements = builtStatements(db);
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare<unknown[], unknown>(sql);
    if (statements.size >= BUILT_SQL_LIMIT) statements.clear();
    statements.set(sql, statement);
  }
  return statement as Statement<unknown[], Row>;
}

export { perDatabase, preparedSql };
