import type { Migration } from 'kysely';
import type { DatabaseEngine } from '@atrium/server-core';
import { initMigration } from './0001_init';
import { termsByTypeMigration } from './0002_terms_by_type';
import { namesMigration } from './0003_names';
import { namesIndexMigration } from './0004_names_index';

/** The search plugin's migrations; the index differs between the engines. */
export function searchMigrations(engine: DatabaseEngine): Record<string, Migration> {
  return {
    '0001_init': initMigration(engine),
    '0002_terms_by_type': termsByTypeMigration(engine),
    '0003_names': namesMigration(engine),
    '0004_names_index': namesIndexMigration(engine),
  };
}
