import Sqlite from 'better-sqlite3';

/**
 * better-sqlite3's objects, held until the process ends (decision 048). Built against Node 24's headers, each
 * database and statement is a `node::ObjectWrap` that unregisters a cleanup hook when it is destroyed, and finds
 * the Node environment to do so from the V8 context in use. When the garbage collector destroys one outside any
 * context (a collection V8 schedules on its own, between two callbacks, or a thread's teardown), Node 24 aborts the
 * process: "Assertion failed: (env) != nullptr" in `RemoveEnvironmentCleanupHook`, from `Statement::~Statement()`
 * (better-sqlite3 12 has no fix; 13 needs Node 22). An object that is never collected is destroyed only by Node's own
 * cleanup at exit, inside its environment. The shop's SQL comes from a few hundred texts, so what is held stays
 * small; a closed database's objects are held too (their SQLite handles are closed and freed).
 */
const keptUntilExit: object[] = [];

/** Holds one of better-sqlite3's objects until the process ends (see above); returns it. */
function keepUntilExit<T extends object>(object: T): T {
  keptUntilExit.push(object);
  return object;
}

/** Whether `object` is held until the process ends (for tests). */
export function isKeptUntilExit(object: object): boolean {
  return keptUntilExit.includes(object);
}

/**
 * The one way the server opens a SQLite file: the database, every statement it prepares and every pragma it runs
 * are held until the process ends (see above), so no caller can leave one to the collector by mistake. Callers
 * that prepare per call keep their statements in a map by SQL text, so the held set stays bounded.
 */
export function openSqlite(file: string, options?: Sqlite.Options): Sqlite.Database {
  const db = keepUntilExit(new Sqlite(file, options));
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => keepUntilExit(prepare(source))) as typeof db.prepare;
  // better-sqlite3's own pragma() prepares a statement and drops it: this one prepares through the kept prepare.
  db.pragma = ((source: string, options?: Sqlite.PragmaOptions) => {
    const statement = db.prepare(`PRAGMA ${source}`);
    // A pragma that sets without reporting (`user_version = 7`) returns no rows: as better-sqlite3's, nothing.
    if (!statement.reader) {
      statement.run();
      return options?.simple ? undefined : [];
    }
    return options?.simple ? statement.pluck().get() : statement.all();
  }) as typeof db.pragma;
  return db;
}
