import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AlertsProvider,
  EntityPresentationProvider,
  EntityTabsProvider,
  type EntityTab,
  type SessionManager,
} from '@atrium/web-core';
import { renderWithApp } from '@atrium/web-core/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { catalogEntityTabs } from '../catalogEntityTabs';

/** Shows the current URL so tests can check what the page wrote there. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders one catalog route as the app would: app context, a query client, the presentation
 * cache, the entity tabs (the catalog's own unless `entityTabs` is given) and a router.
 */
export function renderCatalogRoute(
  element: ReactElement,
  options: {
    path: string;
    url: string;
    fetch: typeof fetch;
    entityTabs?: EntityTab[];
    /** One a test prefetched into; a fresh one otherwise. */
    queryClient?: QueryClient;
    /** Who is signed in; the guest by default. */
    sessions?: SessionManager;
  },
) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <EntityPresentationProvider>
        <AlertsProvider>
          <EntityTabsProvider tabs={options.entityTabs ?? catalogEntityTabs}>
            <MemoryRouter initialEntries={[options.url]}>
              <Routes>
                <Route
                  path={options.path}
                  element={
                    <>
                      {element}
                      <LocationProbe />
                    </>
                  }
                />
              </Routes>
            </MemoryRouter>
          </EntityTabsProvider>
        </AlertsProvider>
      </EntityPresentationProvider>
    </QueryClientProvider>,
    { fetch: options.fetch, sessions: options.sessions },
  );
}
