export const CATALOG_PLUGIN_ID = 'catalog';
/** Default page size of by-query when no limit is given (spec 001 §9: entity list default 20). */
export const DEFAULT_QUERY_LIMIT = 20;
/** A query page never holds more than this. */
export const MAX_QUERY_LIMIT = 10_000;
export const LOCATION_TYPES = ['url', 'file'] as const;
