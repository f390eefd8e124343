import type SqliteDatabase from 'better-sqlite3';
import {
  type CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { SqliteReader } from './createSqliteReader';

/**
 * Kysely over one better-sqlite3 connection for writes and transactions, and worker threads for
 * every other read (`reader`): SQLite calls are synchronous, so a read on the main connection
 * holds the event loop, and waits for any transaction the catalog has open. In WAL mode the
 * readers see the last committed state, as a read after the transaction would.
 */
export function createSqliteDialect(
  database: SqliteDatabase.Database,
  reader: SqliteReader | undefined,
): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => createRoutingDriver(database, reader),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

interface RoutedConnection extends DatabaseConnection {
  inTransaction: boolean;
}

function createRoutingDriver(
  database: SqliteDatabase.Database,
  reader: SqliteReader | undefined,
): Driver {
  const lock = createLock();
  const readOnly = createReadOnlyCheck(database);

  const onMain = (query: CompiledQuery): QueryResult<unknown> => {
    const statement = database.prepare(query.sql);
    if (statement.reader) return { rows: statement.all(query.parameters) };
    const { changes, lastInsertRowid } = statement.run(query.parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  };

  const connection = (): RoutedConnection => ({
    inTransaction: false,
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      if (this.inTransaction) return onMain(query) as QueryResult<R>;
      if (reader && readOnly(query.sql)) {
        return { rows: (await reader.read(query.sql, query.parameters)) as R[] };
      }
      // A write outside a transaction must not land inside another caller's open one.
      await lock.acquire();
      try {
        return onMain(query) as QueryResult<R>;
      } finally {
        lock.release();
      }
    },
    async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
      if (!SelectQueryNode.is(query.query)) {
        throw new Error('SQLite streams only select queries');
      }
      const rows = (await this.executeQuery<R>(query)).rows;
      for (const row of rows) yield { rows: [row] };
    },
  });

  return {
    async init() {},
    async acquireConnection() {
      return connection();
    },
    async beginTransaction(conn) {
      await lock.acquire();
      (conn as RoutedConnection).inTransaction = true;
      database.exec('begin');
    },
    async commitTransaction(conn) {
      endTransaction(conn as RoutedConnection, 'commit');
    },
    async rollbackTransaction(conn) {
      endTransaction(conn as RoutedConnection, 'rollback');
    },
    async releaseConnection(conn) {
      // A transaction left open by a failed begin/commit must not hold the lock for ever.
      if ((conn as RoutedConnection).inTransaction) {
        (conn as RoutedConnection).inTransaction = false;
        if (database.inTransaction) database.exec('rollback');
        lock.release();
      }
    },
    async destroy() {
      await reader?.close();
      database.close();
    },
  };

  function endTransaction(conn: RoutedConnection, command: 'commit' | 'rollback') {
    if (!conn.inTransaction) return;
    try {
      if (command === 'commit' || database.inTransaction) database.exec(command);
    } finally {
      if (!database.inTransaction) {
        conn.inTransaction = false;
        lock.release();
      }
    }
  }
}

/** Whether a statement only reads, decided by SQLite itself and remembered per text. */
function createReadOnlyCheck(database: SqliteDatabase.Database) {
  const known = new Map<string, boolean>();
  return (sql: string): boolean => {
    let readOnly = known.get(sql);
    if (readOnly === undefined) {
      const statement = database.prepare(sql);
      readOnly = statement.readonly && statement.reader;
      if (known.size >= 2000) known.clear();
      known.set(sql, readOnly);
    }
    return readOnly;
  };
}

/** One holder at a time, in arrival order: the one connection's transactions and writes. */
function createLock() {
  let held = false;
  const waiting: Array<() => void> = [];
  return {
    async acquire(): Promise<void> {
      if (!held) {
        held = true;
        return;
      }
      await new Promise<void>(resolve => waiting.push(resolve));
    },
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else held = false;
    },
  };
}
