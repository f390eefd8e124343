import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { databaseOptionsFromConfig } from './databaseOptionsFromConfig';

const read = (database: unknown) =>
  databaseOptionsFromConfig(
    createConfig(database === undefined ? {} : { backend: { database } }),
    '/srv/atrium',
  );

describe('databaseOptionsFromConfig', () => {
  it('defaults to SQLite files under ./data, one per plugin', () => {
    expect(read(undefined)).toEqual({
      client: 'better-sqlite3',
      connection: { directory: path.resolve('/srv/atrium/data') },
    });
  });

  it('reads the SQLite forms Backstage configs use', () => {
    expect(read({ client: 'better-sqlite3', connection: ':memory:' })).toEqual({
      client: 'better-sqlite3',
      connection: ':memory:',
    });
    expect(read({ client: 'better-sqlite3', connection: { directory: 'db' } })).toEqual({
      client: 'better-sqlite3',
      connection: { directory: '/srv/atrium/db' },
    });
    expect(read({ client: 'better-sqlite3', connection: { filename: 'catalog.db' } })).toEqual({
      client: 'better-sqlite3',
      connection: '/srv/atrium/catalog.db',
    });
  });

  it('reads PostgreSQL as a URL or as connection fields', () => {
    expect(read({ client: 'pg', connection: 'postgres://u@db:5432/atrium' })).toEqual({
      client: 'pg',
      connection: 'postgres://u@db:5432/atrium',
    });
    expect(
      read({
        client: 'pg',
        connection: { host: 'db', port: '5432', user: 'u', password: 'p', database: 'atrium' },
      }),
    ).toMatchObject({
      client: 'pg',
      connection: { host: 'db', port: 5432, user: 'u', password: 'p', database: 'atrium' },
    });
  });
});
