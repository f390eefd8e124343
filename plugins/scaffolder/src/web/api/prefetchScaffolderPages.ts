import type { RoutePrefetchContext } from '@atrium/web-core';
import { parameterSchemaQueryOptions, templatesQueryOptions } from './templatesQueries';

/** Starts the create page's template list while its chunk loads. */
export function prefetchCreatePage({ queryClient, api }: RoutePrefetchContext) {
  return queryClient.prefetchQuery(templatesQueryOptions(api));
}

/** Starts the wizard's parameter schema while its chunk (with the form library) loads. */
export function prefetchTemplateWizardPage({ queryClient, api, params }: RoutePrefetchContext) {
  const name = params['templateName'];
  if (!name) return;
  return queryClient.prefetchQuery(
    parameterSchemaQueryOptions(api, { namespace: params['namespace'] ?? 'default', name }),
  );
}
