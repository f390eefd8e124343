import type { RoutePrefetchContext } from '@atrium/web-core';
import { entityQueryOptions } from '../../queries';

/** Starts loading the entity while the entity page's code loads. */
export function prefetchEntityPage({ api, queryClient, params }: RoutePrefetchContext) {
  const { kind, namespace, name } = params;
  if (!kind || !namespace || !name) return;
  void queryClient.prefetchQuery(entityQueryOptions(api, { kind, namespace, name }));
}
