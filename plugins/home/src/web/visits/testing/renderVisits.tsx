import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithApp } from '@atrium/web-core/testing';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** `element` with the app context, a query client without retries and a router at `url`. */
export function renderVisits(
  element: ReactElement,
  options: { fetch: typeof fetch; url?: string },
) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderWithApp(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.url ?? '/']}>{element}</MemoryRouter>
    </QueryClientProvider>,
    { fetch: options.fetch },
  );
  return { ...result, queryClient };
}
