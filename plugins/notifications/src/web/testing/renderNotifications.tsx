import { AlertsProvider } from '@atrium/web-core';
import { renderWithApp } from '@atrium/web-core/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** `element` with the app context, alerts, a query client without retries and a router. */
export function renderNotifications(
  element: ReactElement,
  options: { fetch: typeof fetch; url?: string },
) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithApp(
    <QueryClientProvider client={queryClient}>
      <AlertsProvider>
        <MemoryRouter initialEntries={[options.url ?? '/']}>{element}</MemoryRouter>
      </AlertsProvider>
    </QueryClientProvider>,
    { fetch: options.fetch },
  );
  return { ...result, queryClient };
}
