import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionManager } from '@atrium/web-core';
import { renderWithApp } from '@atrium/web-core/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows the current URL so tests can check where a page navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders one scaffolder page under its route with the app context and a fresh query client. */
export function renderScaffolderRoute(
  element: ReactElement,
  options: { path: string; url: string; fetch: typeof fetch; sessions?: SessionManager },
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
    { fetch: options.fetch, sessions: options.sessions },
  );
}
