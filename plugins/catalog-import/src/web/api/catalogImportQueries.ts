import type { ApiClient } from '@atrium/web-core';
import { queryOptions } from '@tanstack/react-query';
import { listIntegrations } from './catalogImportApi';

/** The configured code hosts change only with the server's configuration. */
export function integrationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['catalog-import', 'integrations'],
    queryFn: () => listIntegrations(api),
    staleTime: 5 * 60_000,
  });
}
