import type { Entity } from '@atrium/model';
import { errorResponse } from '@atrium/web-core/testing';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const INTEGRATIONS_ROUTE = 'GET /api/scaffolder/v2/integrations';
export const LOCATIONS_ROUTE = 'POST /api/catalog/locations';
export const ANALYZE_ROUTE = 'POST /api/catalog/analyze-location';
export const REFRESH_ROUTE = 'POST /api/catalog/refresh';
export const PULL_REQUESTS_ROUTE = 'POST /api/catalog-import/pull-requests';
export const ENTITIES_ROUTE = 'GET /api/catalog/entities/by-query';

export const CATALOG_FILE_URL = 'https://github.com/acme/payments/blob/main/catalog-info.yaml';
export const REPOSITORY_URL = 'https://github.com/acme/payments';

export const integrations = {
  integrations: [
    { type: 'github', host: 'github.com', title: 'GitHub' },
    { type: 'azure', host: 'dev.azure.com', title: 'Azure DevOps' },
    { type: 'gitlab', host: 'gitlab.com', title: 'GitLab' },
  ],
};

export function entity(kind: string, name: string, namespace = 'default'): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind,
    metadata: { name, namespace },
    spec: {},
  };
}

export { errorResponse };

/** Types the URL and asks for the analysis. */
export async function analyze(user: UserEvent, url: string) {
  const field = await screen.findByRole('textbox', { name: /Repository URL/ });
  await user.clear(field);
  await user.type(field, url);
  await user.click(screen.getByRole('button', { name: 'Analyze' }));
}
