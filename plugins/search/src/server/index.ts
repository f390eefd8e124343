export type {
  SearchCandidate,
  SearchDocument,
  SearchEngine,
  SearchEngineQuery,
} from './engine/SearchEngine';
export { HIGHLIGHT_TAGS } from './engine/SearchEngine';
export { createSearchEngine } from './engine/createSearchEngine';
export { createSqliteSearchEngine } from './engine/createSqliteSearchEngine';
export { createPostgresSearchEngine } from './engine/createPostgresSearchEngine';
export type { SearchTables } from './engine/searchTables';
export { searchPlugin } from './plugin';
export { MAX_CANDIDATES } from './config/searchConfig';
