import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OAuthClient, SessionManager } from '@atrium/web-core';
import { renderWithApp } from '@atrium/web-core/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows the current URL so tests can check where the page navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders one scaffolder route as the app would: app context, a query client and a router. */
export function renderScaffolderRoute(
  element: ReactElement,
  options: {
    path: string;
    url: string;
    fetch: typeof fetch;
    sessions?: SessionManager;
    authProviders?: ReadonlyMap<string, OAuthClient>;
  },
) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
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
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { fetch: options.fetch, sessions: options.sessions, authProviders: options.authProviders },
  );
}
