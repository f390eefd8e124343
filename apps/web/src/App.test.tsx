import { defineWebPlugin, type FrontendConfig, type RoutePrefetchContext } from '@atrium/web-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

const fakePlugin = defineWebPlugin({
  id: 'fake',
  routes: [
    { path: '/catalog', element: <h1>Fake catalog</h1> },
    {
      path: '/broken',
      element: (() => {
        const Broken = lazy(() =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module: /b.js')),
        );
        return <Broken />;
      })(),
    },
  ],
  navItems: [{ title: 'Catalog', to: '/catalog' }],
});

function configAt(baseUrl: string): FrontendConfig {
  return {
    app: { title: 'Atrium', baseUrl },
    backend: { baseUrl: 'http://localhost:7007' },
    organization: { name: 'Atrium' },
  };
}

describe('App', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('routes under the path of app.baseUrl and sends / to the catalog', async () => {
    window.history.replaceState(null, '', '/portal/');
    render(<App config={configAt('http://example.com/portal')} plugins={[fakePlugin]} />);

    expect(await screen.findByRole('heading', { name: 'Fake catalog' })).toBeDefined();
    expect(window.location.pathname).toBe('/portal/catalog');
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(nav).getByRole('link', { name: 'Catalog' }).getAttribute('href')).toBe(
      '/portal/catalog',
    );
  });

  it('opens Settings from the sidebar', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/catalog');
    render(<App config={configAt('http://localhost:3000')} plugins={[fakePlugin]} />);

    await user.click(screen.getByRole('link', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows the 404 page for unknown paths', () => {
    window.history.replaceState(null, '', '/portal/nothing-here');
    render(<App config={configAt('http://example.com/portal')} plugins={[fakePlugin]} />);

    expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeDefined();
  });

  it('asks for a reload when a page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/broken');
    render(<App config={configAt('http://localhost:3000')} plugins={[fakePlugin]} />);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Lazy loaded chunk failed to load, try to reload the page: Failed to fetch dynamically imported module: /b.js',
    );
  });

  it("starts a route's prefetch and preload when the app navigates to it", async () => {
    const user = userEvent.setup();
    const prefetch = vi.fn();
    const preload = vi.fn(async () => undefined);
    const plugin = defineWebPlugin({
      id: 'things',
      routes: [
        { path: '/catalog', element: <a href="/things/42">Thing 42</a> },
        { path: '/things/:id', element: <h1>A thing</h1>, prefetch, preload },
      ],
    });
    window.history.replaceState(null, '', '/catalog');
    render(<App config={configAt('http://localhost:3000')} plugins={[plugin]} />);
    expect(prefetch).not.toHaveBeenCalled();

    window.history.pushState(null, '', '/things/42?tab=x');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await user.click(await screen.findByRole('heading', { name: 'A thing' }));

    const context = prefetch.mock.calls[0]?.[0] as RoutePrefetchContext;
    expect(context.params).toMatchObject({ id: '42' });
    expect(context.searchParams.get('tab')).toBe('x');
    expect(preload).toHaveBeenCalled();
  });
});
