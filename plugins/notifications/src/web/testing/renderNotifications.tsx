import { AlertsProvider } from '@atrium/web-core';
import { renderWithApp } from '@atrium/web-core/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';

/** Shows the current URL and offers the browser's Back, so tests can follow the history. */
function HistoryProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

/** `element` with the app context, alerts, a query client without retries and a router at `url`. */
export function renderNotifications(
  element: ReactElement,
  options: { fetch: typeof fetch; url?: string },
) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithApp(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <MemoryRouter initialEntries={[options.url ?? '/']}>
          {element}
          <HistoryProbe />
        </MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>,
    { fetch: options.fetch },
  );
  return { ...result, queryClient };
}
