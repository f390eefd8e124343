import { createApiClient, type ApiClient, type FrontendConfig } from '@atrium/web-core';
import { QueryClient } from '@tanstack/react-query';

/**
 * An answer stays fresh this long, so a page mounting on data its route prefetched (or that
 * another page just loaded) does not fetch it again; changes invalidate what they touch.
 */
const QUERY_STALE_TIME_MS = 10_000;

/** The clients every page shares: the query cache and the API client. */
export interface AppClients {
  queryClient: QueryClient;
  api: ApiClient;
}

export function createAppClients(config: FrontendConfig): AppClients {
  return {
    queryClient: new QueryClient({
      defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS } },
    }),
    api: createApiClient({ baseUrl: config.backend.baseUrl }),
  };
}
