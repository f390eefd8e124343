import { StarredEntitiesContext } from '@atrium/plugin-user-settings/react';
import { defineWebPlugin, type WebPlugin } from '@atrium/web-core';
import { errorResponse, renderWithApp } from '@atrium/web-core/testing';
import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { plugins as appPlugins } from '../plugins';
import { AppRoutes } from './AppRoutes';

function LocationProbe() {
  return <output aria-label="Current location">{useLocation().pathname}</output>;
}

function renderRoutesAt(url: string, plugins: WebPlugin[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const noStars = { starred: new Set<string>(), isStarred: () => false, toggle: async () => {} };
  renderWithApp(
    <QueryClientProvider client={queryClient}>
      <StarredEntitiesContext.Provider value={noStars}>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes plugins={plugins} />
          <LocationProbe />
        </MemoryRouter>
      </StarredEntitiesContext.Provider>
    </QueryClientProvider>,
    { fetch: async () => errorResponse(404, 'NotFoundError', 'Not found') },
  );
}

const catalogPlugin = defineWebPlugin({
  id: 'catalog',
  routes: [{ path: '/catalog', element: <h1>Catalog</h1> }],
});

describe('AppRoutes', () => {
  it('shows the page a plugin puts at /', async () => {
    const frontPage = defineWebPlugin({
      id: 'front',
      routes: [{ path: '/', element: <h1>Front page</h1> }],
    });
    renderRoutesAt('/', [catalogPlugin, frontPage]);
    expect(await screen.findByRole('heading', { name: 'Front page' })).toBeDefined();
    expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe('/');
  });

  it('sends / to the catalog when no plugin puts a page there', async () => {
    renderRoutesAt('/', [catalogPlugin]);
    expect(await screen.findByRole('heading', { name: 'Catalog' })).toBeDefined();
    expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe('/catalog');
  });

  it("opens the app's home page at /", async () => {
    renderRoutesAt('/', appPlugins);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/^Good (morning|afternoon|evening), Guest$/);
    expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe('/');
  });
});
