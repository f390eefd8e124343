import { renderWithApp } from '@atrium/web-core/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the router is, for tests that follow navigation and URL state. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/** `element` at `url` (matched as `path`) with the app context, a query client and a router. */
export function renderWithRouter(
  element: ReactElement,
  options: { fetch: typeof fetch; url: string; path: string },
) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.url]}>
        <Routes>
          <Route path={options.path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
    { fetch: options.fetch },
  );
}
