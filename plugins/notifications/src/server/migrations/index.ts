import type { Migration } from 'kysely';
import * as init from './0001_init';
import * as listIndexAndCounts from './0002_list_index_and_counts';
import * as searchIndex from './0003_search_index';
import * as pgSearchIndex from './0004_pg_search_index';

export const notificationsMigrations: Record<string, Migration> = {
  '0001_init': init,
  '0002_list_index_and_counts': listIndexAndCounts,
  '0003_search_index': searchIndex,
  '0004_pg_search_index': pgSearchIndex,
};
