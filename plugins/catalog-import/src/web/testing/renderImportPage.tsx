import type { OAuthClient } from '@atrium/web-core';
import { renderWithApp } from '@atrium/web-core/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CatalogImportPage } from '../pages/CatalogImportPage/CatalogImportPage';
import { CATALOG_IMPORT_PATH } from '../routes';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{location.pathname}</output>;
}

/** The import page as the app shows it: app context, a query client and a router. */
export function renderImportPage(options: {
  fetch: typeof fetch;
  authProviders?: ReadonlyMap<string, OAuthClient>;
}) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[CATALOG_IMPORT_PATH]}>
        <Routes>
          <Route path={CATALOG_IMPORT_PATH} element={<CatalogImportPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { fetch: options.fetch, authProviders: options.authProviders },
  );
}
