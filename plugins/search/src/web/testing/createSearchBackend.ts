import { errorResponse, jsonResponse } from '@atrium/web-core/testing';
import type { SearchResult, SearchResultSet } from '../../shared';

/** Answers one query: a result set, or a Response as it is (an error, say). */
export type SearchAnswer = (
  query: URLSearchParams,
) => SearchResultSet | Response | Promise<SearchResultSet | Response>;

export interface SearchBackend {
  fetch: typeof fetch;
  /** The query strings of `GET /api/search/query`, in order. */
  queries: URLSearchParams[];
  /** The terms asked for, in order. */
  terms(): (string | null)[];
}

/** A backend with only `GET /api/search/query`, answering from `answer`. */
export function createSearchBackend(answer: SearchAnswer): SearchBackend {
  const queries: URLSearchParams[] = [];
  const fakeFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== '/api/search/query') {
      return errorResponse(404, 'NotFoundError', `No route for ${url.pathname}`);
    }
    queries.push(url.searchParams);
    const answered = await answer(url.searchParams);
    return answered instanceof Response ? answered : jsonResponse(answered);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    queries,
    terms: () => queries.map(query => query.get('term')),
  };
}

/** A catalog result named `name`, its title highlighted where the term is. */
export function catalogResult(name: string, fields: Record<string, string> = {}): SearchResult {
  return {
    type: 'software-catalog',
    document: {
      title: name,
      text: `The ${name} service`,
      location: `/catalog/default/component/${name}`,
      kind: 'Component',
      namespace: 'default',
      name,
      ...fields,
    },
  };
}

/** A docs page result of the entity `name`. */
export function docsResult(name: string, path: string, title: string): SearchResult {
  return {
    type: 'techdocs',
    document: {
      title,
      text: `About ${title}`,
      location: `/docs/default/component/${name}/${path}`,
      entityTitle: name,
      path,
      kind: 'component',
      namespace: 'default',
      name,
    },
  };
}
