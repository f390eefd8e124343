import { principalOf, type PluginContext } from '@atrium/server-core';
import { parseSearchQuery, type ParseSearchQueryOptions } from './request/parseSearchQuery';
import type { SearchService } from './service/createSearchService';

/** Backstage's search API: `GET /query` answers a `SearchResultSet`. */
export function registerSearchRoutes(
  router: PluginContext['router'],
  search: SearchService,
  options: ParseSearchQueryOptions,
) {
  router.get('/query', async (request, reply) => {
    // Lists and `filters[field]` keys are read from the raw query string: the server's own
    // parser keeps `types[0]` and `filters[kind]` as flat keys.
    const queryString = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
    const query = parseSearchQuery(queryString, options);
    return reply.status(200).send(await search.query(query, principalOf(request)));
  });
}
