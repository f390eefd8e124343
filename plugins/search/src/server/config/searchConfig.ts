import {
  ConfigError,
  configErrorMessages,
  configSchema,
  locateConfigKey,
  type Config,
  type ConfigValueProblem,
  type DatabaseEngine,
} from '@atrium/server-core';

/** Results per page when a query names no `pageLimit` (Backstage's default). */
export const DEFAULT_PAGE_LIMIT = 25;
/** The largest `pageLimit` a query may ask for unless `search.query.pageLimit` says otherwise. */
export const DEFAULT_MAX_PAGE_LIMIT = 100;
/**
 * Ranked candidates a query reads before permissions and paging: the count answered and the
 * pages reach at most this far, and a page never holds more.
 */
export const MAX_CANDIDATES = 1000;

export const SEARCH_ENGINE_CHOICES = ['auto', 'sqlite', 'postgres'] as const;
export type SearchEngineChoice = (typeof SEARCH_ENGINE_CHOICES)[number];

const pageLimit = configSchema.value((value): number | ConfigValueProblem => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1
    ? Math.min(number, MAX_CANDIDATES)
    : { kind: 'value', got: JSON.stringify(value), wanted: 'a whole number above 0' };
});

/** The `search` keys this plugin reads, checked at start. */
export const searchConfig = configSchema.object({
  search: configSchema
    .object({
      engine: configSchema.oneOf(SEARCH_ENGINE_CHOICES).optional(),
      query: configSchema.object({ pageLimit: pageLimit.optional() }).optional(),
    })
    .optional(),
});

const ENGINE_OF_CHOICE: Record<Exclude<SearchEngineChoice, 'auto'>, DatabaseEngine> = {
  sqlite: 'sqlite',
  postgres: 'pg',
};
const DATABASE_NAMES: Record<DatabaseEngine, string> = { sqlite: 'SQLite', pg: 'PostgreSQL' };

/**
 * The index lives in the plugin's own database, so an engine can only be the one that database
 * runs; naming the other one is a mistake to stop at start rather than a choice to ignore.
 */
export function checkEngineChoice(
  config: Config,
  choice: SearchEngineChoice | undefined,
  database: DatabaseEngine,
): void {
  if (choice === undefined || choice === 'auto' || ENGINE_OF_CHOICE[choice] === database) return;
  const { key, source } = locateConfigKey(config, 'search.engine');
  const wanted = `'auto' or the engine of the database, which is ${DATABASE_NAMES[database]} ('${
    database === 'pg' ? 'postgres' : 'sqlite'
  }')`;
  throw new ConfigError(configErrorMessages.invalidValue(key, source, `'${choice}'`, wanted));
}
