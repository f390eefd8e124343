import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  AlertsProvider,
  EntityPresentationProvider,
  WebPluginsProvider,
  type EntityTab,
  type SessionManager,
  type WebPlugin,
} from '@atrium/web-core';
import { renderWithApp } from '@atrium/web-core/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CatalogOptionsProvider, type CatalogWebPluginOptions } from '../catalogOptions';
import { catalogEntityTabs } from '../catalogEntityTabs';

/** Shows the current URL so tests can check what the page wrote there. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders one catalog route as the app would: app context, a query client, the presentation
 * cache, the plugins' contributions (the catalog's own entity tabs unless `entityTabs` is given,
 * and those of `plugins`), the catalog's options and a router.
 */
export function renderCatalogRoute(
  element: ReactElement,
  options: {
    path: string;
    url: string;
    fetch: typeof fetch;
    entityTabs?: EntityTab[];
    /** Other plugins whose contributions the page shows (entity cards, 'More' menu entries). */
    plugins?: WebPlugin[];
    /** As the app would create the catalog plugin with them. */
    catalogOptions?: CatalogWebPluginOptions;
    /** One a test prefetched into; a fresh one otherwise. */
    queryClient?: QueryClient;
    /** Who is signed in; the guest by default. */
    sessions?: SessionManager;
  },
) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const plugins: WebPlugin[] = [
    { id: 'catalog', routes: [], entityTabs: options.entityTabs ?? catalogEntityTabs },
    ...(options.plugins ?? []),
  ];
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <EntityPresentationProvider>
        <AlertsProvider>
          <WebPluginsProvider plugins={plugins}>
            <MemoryRouter initialEntries={[options.url]}>
              <Routes>
                <Route
                  path={options.path}
                  element={
                    <CatalogOptionsProvider options={options.catalogOptions ?? {}}>
                      {element}
                      <LocationProbe />
                    </CatalogOptionsProvider>
                  }
                />
              </Routes>
            </MemoryRouter>
          </WebPluginsProvider>
        </AlertsProvider>
      </EntityPresentationProvider>
    </QueryClientProvider>,
    { fetch: options.fetch, sessions: options.sessions },
  );
}
