import { InputError } from '@atrium/model';
import { decodePageCursor } from './pageCursor';

/** One query of `GET /query`, checked. */
export interface SearchRequest {
  readonly term: string;
  /** Empty: every type. */
  readonly types: readonly string[];
  /** Field → any of these values. */
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly pageLimit: number;
  /** Where the page starts among all readable results. */
  readonly offset: number;
}

export interface ParseSearchQueryOptions {
  readonly defaultPageLimit: number;
  readonly maxPageLimit: number;
  /** The types collators index; a query naming another is a mistake worth saying. */
  readonly knownTypes: readonly string[];
}

const MAX_TYPES = 20;
const MAX_FILTERS = 20;
const MAX_FILTER_VALUES = 100;
const MAX_NAME_CHARS = 100;
// Backstage's client writes lists as `types[0]=…` (qs), browsers and scripts as `types=…` or `types[]=…`.
const TYPES_KEY = /^types(\[\d{0,4}\])?$/;
const FILTER_KEY = /^filters\[([^[\]]+)\](\[\d{0,4}\])?$/;

/**
 * Reads the raw query string the way Backstage's search API takes it: `term`, `types`,
 * `filters[field]=value` (repeated or indexed for any of several values), `pageLimit` and
 * `pageCursor`. Other keys are ignored, as Backstage ignores them.
 */
export function parseSearchQuery(
  queryString: string,
  options: ParseSearchQueryOptions,
): SearchRequest {
  const single = new Map<string, string>();
  const types = new Set<string>();
  const filters = new Map<string, Set<string>>();
  for (const [key, value] of new URLSearchParams(queryString)) {
    if (key === 'term' || key === 'pageLimit' || key === 'pageCursor') {
      if (single.has(key)) throw new InputError(`Invalid ${key}: give it once`);
      single.set(key, value);
    } else if (key.startsWith('types')) {
      if (!TYPES_KEY.test(key)) throw new InputError(`Invalid types key '${clip(key)}'`);
      if (value !== '') types.add(value);
    } else if (key.startsWith('filters')) {
      addFilter(filters, key, value);
    }
  }
  return {
    term: single.get('term') ?? '',
    types: checkTypes([...types], options.knownTypes),
    filters: Object.fromEntries([...filters].map(([name, values]) => [name, [...values]])),
    pageLimit: readPageLimit(single.get('pageLimit'), options),
    offset: single.has('pageCursor') ? decodePageCursor(single.get('pageCursor') ?? '') : 0,
  };
}

function addFilter(filters: Map<string, Set<string>>, key: string, value: string): void {
  const name = FILTER_KEY.exec(key)?.[1];
  if (name === undefined || name.length > MAX_NAME_CHARS) {
    throw new InputError(`Invalid filter '${clip(key)}': use filters[field]=value`);
  }
  let values = filters.get(name);
  if (!values) {
    if (filters.size >= MAX_FILTERS) {
      throw new InputError(`Invalid filters: at most ${MAX_FILTERS} fields`);
    }
    filters.set(name, (values = new Set()));
  }
  // 'All' in a select sends no value: no restriction, as when the filter is absent.
  if (value === '') return;
  if (values.size >= MAX_FILTER_VALUES) {
    throw new InputError(`Invalid filter '${name}': at most ${MAX_FILTER_VALUES} values`);
  }
  values.add(value);
}

function checkTypes(types: string[], known: readonly string[]): string[] {
  if (types.length > MAX_TYPES) throw new InputError(`Invalid types: at most ${MAX_TYPES}`);
  const unknown = types.find(type => !known.includes(type));
  if (unknown !== undefined) {
    const list = known.length > 0 ? known.map(type => `'${type}'`).join(', ') : 'none';
    throw new InputError(`Invalid types: unknown type '${clip(unknown)}' (known: ${list})`);
  }
  return types;
}

function readPageLimit(text: string | undefined, options: ParseSearchQueryOptions): number {
  if (text === undefined || text === '')
    return Math.min(options.defaultPageLimit, options.maxPageLimit);
  const limit = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!(limit >= 1)) {
    throw new InputError(`Invalid pageLimit: '${clip(text)}' is not a whole number above 0`);
  }
  if (limit > options.maxPageLimit) {
    throw new InputError(
      `Invalid pageLimit: ${limit} is greater than the largest allowed, ${options.maxPageLimit}`,
    );
  }
  return limit;
}

/** Echoes of the caller's input stay short. */
const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);
