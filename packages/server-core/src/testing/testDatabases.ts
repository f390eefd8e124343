import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { createDatabaseManager, type DatabaseManager } from '../database/createDatabaseManager';

export type TestDatabaseId = 'sqlite' | 'pg';

/** PostgreSQL runs when ATRIUM_TEST_PG holds a connection URL (CI sets it). */
export function testPostgresUrl(): string | undefined {
  return process.env.ATRIUM_TEST_PG || undefined;
}

/**
 * A fresh, empty database: in-memory SQLite, or a set of schemas of its own on PostgreSQL (with
 * the given statement timeout, else the default).
 */
export function createTestDatabaseManager(
  id: TestDatabaseId,
  options: { statementTimeoutMs?: number } = {},
): DatabaseManager {
  if (id === 'sqlite')
    return createDatabaseManager({ client: 'better-sqlite3', connection: ':memory:' });
  const url = testPostgresUrl();
  if (!url) throw new Error('ATRIUM_TEST_PG is not set');
  return createDatabaseManager({
    client: 'pg',
    connection: url,
    schemaPrefix: `test_${randomBytes(6).toString('hex')}_`,
    dropSchemasOnDestroy: true,
    statementTimeoutMs: options.statementTimeoutMs,
  });
}

/**
 * Runs the same suite on every database. Without ATRIUM_TEST_PG the PostgreSQL run is reported
 * as skipped, by name, rather than silently missing.
 */
export function describeEachDatabase(name: string, suite: (id: TestDatabaseId) => void) {
  describe(`${name} on SQLite`, () => suite('sqlite'));
  if (testPostgresUrl()) {
    describe(`${name} on PostgreSQL`, () => suite('pg'));
  } else {
    describe.skip(`${name} on PostgreSQL (skipped: set ATRIUM_TEST_PG to run it)`, () =>
      suite('pg'));
  }
}
