/** What the search page, the modal and the docs box ask `GET /api/search/query` for. */
export interface SearchQueryRequest {
  term: string;
  /** Document types; none means every type. */
  types?: readonly string[];
  /** Field → the values any of which a result must have. */
  filters?: Readonly<Record<string, string | readonly string[]>>;
  pageLimit?: number;
  pageCursor?: string;
}

/**
 * The query string in the bracket style Backstage's search client sends (`types[0]=…`,
 * `filters[kind]=…`, `filters[kind][1]=…` for several values), so both clients are answered alike.
 * Empty filter values are left out: they mean "any".
 */
export function buildSearchQueryString(request: SearchQueryRequest): string {
  const params = new URLSearchParams();
  params.set('term', request.term);
  request.types?.forEach((type, index) => params.append(`types[${index}]`, type));
  for (const [field, value] of Object.entries(request.filters ?? {})) {
    const values = (typeof value === 'string' ? [value] : value).filter(item => item !== '');
    if (values.length === 1) params.append(`filters[${field}]`, values[0]!);
    else values.forEach((item, index) => params.append(`filters[${field}][${index}]`, item));
  }
  if (request.pageLimit !== undefined) params.set('pageLimit', String(request.pageLimit));
  if (request.pageCursor) params.set('pageCursor', request.pageCursor);
  return params.toString();
}

/**
 * Reads a query string written by `buildSearchQueryString` (or by hand: `types=…`, `types[]=…`)
 * back; the search page keeps its state in the URL this way.
 */
export function parseSearchQueryString(params: URLSearchParams): SearchQueryRequest {
  const types: string[] = [];
  const filters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (value === '') continue;
    if (/^types(\[\d*\])?$/.test(key)) types.push(value);
    const filter = /^filters\[([^\][]+)\](\[\d*\])?$/.exec(key);
    if (filter) (filters[filter[1]!] ??= []).push(value);
  }
  const pageLimit = Number(params.get('pageLimit'));
  return {
    term: params.get('term') ?? '',
    ...(types.length > 0 ? { types } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    ...(Number.isInteger(pageLimit) && pageLimit > 0 ? { pageLimit } : {}),
    ...(params.get('pageCursor') ? { pageCursor: params.get('pageCursor')! } : {}),
  };
}
