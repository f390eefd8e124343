import { StarredEntitiesContext, type StarredEntities } from '@atrium/plugin-user-settings/react';
import type { FrontendConfig, SessionManager } from '@atrium/web-core';
import { renderWithApp, testFrontendConfig } from '@atrium/web-core/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

export interface RenderHomeOptions {
  fetch: typeof fetch;
  /** Merged into the test config's `home`. */
  home?: FrontendConfig['home'];
  /** Refs of the starred entities; none unless given. */
  starred?: string[];
  sessions?: SessionManager;
  url?: string;
}

/** Shows the current URL, so tests can see where a link or a search took the user. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

/** `element` with the app context, a query client without retries, starred entities, a router. */
export function renderHome(element: ReactElement, options: RenderHomeOptions) {
  // Retries would turn every error test into a wait of several seconds.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const starred = new Set(options.starred ?? []);
  const starredEntities: StarredEntities = {
    starred,
    isStarred: ref => starred.has(ref),
    toggle: () => Promise.resolve(),
  };
  return renderWithApp(
    <QueryClientProvider client={queryClient}>
      <StarredEntitiesContext.Provider value={starredEntities}>
        <MemoryRouter initialEntries={[options.url ?? '/']}>
          {element}
          <LocationProbe />
        </MemoryRouter>
      </StarredEntitiesContext.Provider>
    </QueryClientProvider>,
    {
      fetch: options.fetch,
      sessions: options.sessions,
      config: { ...testFrontendConfig, home: options.home },
    },
  );
}
