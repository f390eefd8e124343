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
import type { SqliteWriter } from './createSqliteWriter';

export interface SqliteRoutes {
  /** Runs writes and every statement of a transaction, one at a time. */
  writer: SqliteWriter;
  /** Runs reads outside transactions; without it, the writer runs them too. */
  reader?: SqliteReader;
  /** A connection of this thread that only judges whether a statement reads (it runs none). */
  judge?: SqliteDatabase.Database;
}

/**
 * Kysely over one connection for writes and transactions (`writer`), and worker threads for every
 * other read (`reader`): SQLite calls are synchronous, so a statement run on the thread that
 * answers requests holds its event loop, and a read would wait for any transaction the catalog
 * has open. In WAL mode the readers see the last committed state, as a read after the
 * transaction would.
 */
export function createSqliteDialect(routes: SqliteRoutes): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => createRoutingDriver(routes),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

interface RoutedConnection extends DatabaseConnection {
  inTransaction: boolean;
}

function createRoutingDriver({ writer, reader, judge }: SqliteRoutes): Driver {
  const lock = createLock();
  const readOnly = judge ? createReadOnlyCheck(judge) : () => false;

  const onWriter = async (query: CompiledQuery): Promise<QueryResult<unknown>> => {
    const { rows, changes, lastInsertRowid } = await writer.execute(query.sql, query.parameters);
    if (changes === undefined) return { rows };
    return { numAffectedRows: BigInt(changes), insertId: lastInsertRowid, rows: [] };
  };

  const connection = (): RoutedConnection => ({
    inTransaction: false,
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      if (this.inTransaction) return (await onWriter(query)) as QueryResult<R>;
      if (reader && readOnly(query.sql)) {
        return { rows: (await reader.read(query.sql, query.parameters)) as R[] };
      }
      // A write outside a transaction must not land inside another caller's open one.
      await lock.acquire();
      try {
        return (await onWriter(query)) as QueryResult<R>;
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
      await writer.exec('begin');
    },
    async commitTransaction(conn) {
      await endTransaction(conn as RoutedConnection, 'commit');
    },
    async rollbackTransaction(conn) {
      await endTransaction(conn as RoutedConnection, 'rollback');
    },
    async releaseConnection(conn) {
      // A transaction left open by a failed begin/commit must not hold the lock for ever.
      if ((conn as RoutedConnection).inTransaction) {
        (conn as RoutedConnection).inTransaction = false;
        try {
          if (writer.inTransaction) await writer.exec('rollback');
        } finally {
          lock.release();
        }
      }
    },
    async destroy() {
      await reader?.close();
      await writer.close();
      judge?.close();
    },
  };

  async function endTransaction(conn: RoutedConnection, command: 'commit' | 'rollback') {
    if (!conn.inTransaction) return;
    try {
      if (command === 'commit' || writer.inTransaction) await writer.exec(command);
    } finally {
      if (!writer.inTransaction) {
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
