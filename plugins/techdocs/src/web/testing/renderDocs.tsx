import type { Entity } from '@atrium/model';
import { type FrontendConfig } from '@atrium/web-core';
import { renderWithApp, testFrontendConfig } from '@atrium/web-core/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { EntityDocs } from '../components/EntityDocs/EntityDocs';
import { TechDocsReaderPage } from '../pages/TechDocsReaderPage';

/** Shows the router's current path, for tests that follow navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.hash}`}</output>;
}

function renderRoute(
  path: string,
  element: ReactElement,
  url: string,
  options: { fetch: typeof fetch; config?: FrontendConfig },
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  // Retries would turn every error test into a wait of several seconds.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithApp(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { fetch: options.fetch, config: options.config ?? testFrontendConfig },
  );
  return { ...result, router };
}

/** The reader page at `url` (under `/docs/:namespace/:kind/:name/*`). */
export function renderReaderPage(
  url: string,
  options: { fetch: typeof fetch; config?: FrontendConfig },
) {
  return renderRoute('/docs/:namespace/:kind/:name/*', <TechDocsReaderPage />, url, options);
}

/** The entity page's Docs tab at `url` (under `/catalog/:namespace/:kind/:name/*`). */
export function renderEntityDocs(
  entity: Entity,
  url: string,
  options: { fetch: typeof fetch; config?: FrontendConfig },
) {
  return renderRoute(
    '/catalog/:namespace/:kind/:name/*',
    <EntityDocs entity={entity} />,
    url,
    options,
  );
}

export function ridesEntity(annotations: Record<string, string> = {}): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'rides', namespace: 'default', annotations },
    spec: { type: 'service', lifecycle: 'production', owner: 'team-a' },
  };
}
