import { authWebPlugin, SIGN_IN_PROVIDER_STORAGE_KEY } from '@atrium/plugin-auth/web';
import {
  createAppClients,
  defineWebPlugin,
  type FrontendConfig,
  type RoutePrefetchContext,
  type WebPlugin,
  useApiClient,
} from '@atrium/web-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestSessions } from '@atrium/web-core/testing';
import { App } from './App';

/** The app as the guest sees it once signed in. */
function renderSignedIn(config: FrontendConfig, plugins: WebPlugin[]) {
  const clients = { ...createAppClients(config), sessions: guestSessions() };
  return render(<App config={config} plugins={plugins} clients={clients} />);
}

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

/** A page showing what the API answers to `GET /api/hello/greeting`, or why it failed. */
function Greeting() {
  const api = useApiClient();
  const [greeting, setGreeting] = useState<string>();
  useEffect(() => {
    api.json<{ greeting: string }>('hello', '/greeting').then(
      body => setGreeting(body.greeting),
      (error: Error) => setGreeting(error.message),
    );
  }, [api]);
  return <h1>{greeting ?? 'Waiting'}</h1>;
}

const greetingPlugin = defineWebPlugin({
  id: 'hello',
  routes: [{ path: '/catalog', element: <Greeting /> }],
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
    renderSignedIn(configAt('http://example.com/portal'), [fakePlugin]);

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
    renderSignedIn(configAt('http://localhost:3000'), [fakePlugin]);

    await user.click(screen.getByRole('link', { name: 'Settings' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("renders the plugins' app elements inside the router, on every page", async () => {
    const user = userEvent.setup();
    function WhereAmI() {
      const { pathname } = useLocation();
      return <output aria-label="App element">{pathname}</output>;
    }
    window.history.replaceState(null, '', '/catalog');
    renderSignedIn(configAt('http://localhost:3000'), [
      fakePlugin,
      defineWebPlugin({
        id: 'shortcuts',
        routes: [],
        appElements: [{ id: 'where', element: <WhereAmI /> }],
      }),
    ]);

    expect(screen.getByLabelText('App element').textContent).toBe('/catalog');
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await waitFor(() =>
      expect(screen.getByLabelText('App element').textContent).toMatch(/^\/settings/),
    );
  });

  it('shows the 404 page for unknown paths', () => {
    window.history.replaceState(null, '', '/portal/nothing-here');
    renderSignedIn(configAt('http://example.com/portal'), [fakePlugin]);

    expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeDefined();
  });

  it('asks for a reload when a page chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/broken');
    renderSignedIn(configAt('http://localhost:3000'), [fakePlugin]);

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
    renderSignedIn(configAt('http://localhost:3000'), [plugin]);
    expect(prefetch).not.toHaveBeenCalled();

    window.history.pushState(null, '', '/things/42?tab=x');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await user.click(await screen.findByRole('heading', { name: 'A thing' }));

    const context = prefetch.mock.calls[0]?.[0] as RoutePrefetchContext;
    expect(context.params).toMatchObject({ id: '42' });
    expect(context.searchParams.get('tab')).toBe('x');
    expect(preload).toHaveBeenCalled();
  });

  describe('signing in', () => {
    const session = {
      profile: { displayName: 'Guest' },
      backstageIdentity: {
        token: 'token-1',
        expiresInSeconds: 3600,
        identity: {
          type: 'user',
          userEntityRef: 'user:default/guest',
          ownershipEntityRefs: ['user:default/guest'],
        },
      },
    };

    it('signs in with the only provider at once, remembers it, and then shows the app', async () => {
      const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
        String(input).endsWith('/refresh')
          ? Response.json(session)
          : new Response(null, { status: 404 }),
      );
      vi.stubGlobal('fetch', fetch);
      window.history.replaceState(null, '', '/catalog');
      const config = { ...configAt('http://localhost:3000'), auth: { providers: ['guest'] } };
      render(<App config={config} plugins={[fakePlugin, authWebPlugin]} />);

      expect(await screen.findByRole('heading', { name: 'Fake catalog' })).toBeDefined();
      const [url, init] = fetch.mock.calls[0]!;
      expect(String(url)).toBe('http://localhost:7007/api/auth/guest/refresh');
      expect(new Headers(init?.headers).get('x-requested-with')).toBe('XMLHttpRequest');
      expect(init?.credentials).toBe('include');
      expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBe('guest');
      vi.unstubAllGlobals();
    });

    it('shows the sign-in page until the custom user signs in, whose calls carry the token', async () => {
      const user = userEvent.setup();
      const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
        String(input).endsWith('/greeting')
          ? Response.json({ greeting: 'hello' })
          : new Response(null, { status: 404 }),
      );
      vi.stubGlobal('fetch', fetch);
      window.history.replaceState(null, '', '/catalog');
      const config = {
        ...configAt('http://localhost:3000'),
        auth: { providers: ['guest'], custom: true },
      };
      render(<App config={config} plugins={[greetingPlugin, authWebPlugin]} />);

      const custom = await screen.findByRole('region', { name: 'Custom User' });
      expect(screen.getByRole('region', { name: 'Guest' })).toBeDefined();
      await user.type(within(custom).getByRole('textbox', { name: 'User ID' }), 'ada');
      await user.type(
        within(custom).getByRole('textbox', { name: 'ID Token (optional)' }),
        'a.b.c',
      );
      await user.click(within(custom).getByRole('button', { name: 'Sign In' }));

      expect(await screen.findByRole('heading', { name: 'hello' })).toBeDefined();
      const [url, init] = fetch.mock.calls.find(([input]) => String(input).endsWith('/greeting'))!;
      expect(String(url)).toBe('http://localhost:7007/api/hello/greeting');
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer a.b.c');
      vi.unstubAllGlobals();
    });

    it('asks the user to log in again when a session cannot be renewed in the background', async () => {
      const user = userEvent.setup();
      const fetch = vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/auth/oidc/refresh')
          ? Response.json(
              {
                error: { name: 'AuthenticationError', message: 'Refresh token missing' },
                request: { method: 'GET', url: '/api/auth/oidc/refresh' },
                response: { statusCode: 401 },
              },
              { status: 401 },
            )
          : String(input).endsWith('/greeting')
            ? Response.json({ greeting: 'hello' })
            : new Response(null, { status: 404 }),
      );
      vi.stubGlobal('fetch', fetch);
      window.history.replaceState(null, '', '/catalog');
      const config = { ...configAt('http://localhost:3000'), auth: { providers: ['oidc'] } };
      const clients = createAppClients(config, {
        signInProviders: authWebPlugin.signInProviders,
      });
      clients.sessions.signInWithSession({
        providerId: 'oidc',
        token: 'about to expire',
        expiresAt: Date.now() + 60_000,
        identity: { userEntityRef: 'user:default/ada', ownershipEntityRefs: [] },
        profile: {},
      });
      render(<App config={config} plugins={[greetingPlugin, authWebPlugin]} clients={clients} />);

      const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
      expect(within(dialog).getByText('OIDC')).toBeDefined();
      await user.click(within(dialog).getByRole('button', { name: 'Reject All' }));

      expect(
        await screen.findByRole('heading', { name: 'Login failed, rejected by user' }),
      ).toBeDefined();
      vi.unstubAllGlobals();
    });

    it('signs out everywhere and goes back to the sign-in page, which waits for a choice', async () => {
      const user = userEvent.setup();
      const calls: string[] = [];
      const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const { pathname } = new URL(String(input));
        calls.push(`${init?.method ?? 'GET'} ${pathname}`);
        if (pathname.endsWith('/refresh')) return Response.json(session);
        if (pathname.endsWith('/v1/cookie') && !init?.method) {
          return Response.json({ expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
        }
        return pathname.startsWith('/api/auth/')
          ? new Response(null, { status: 204 })
          : Response.json({});
      });
      vi.stubGlobal('fetch', fetch);
      window.history.replaceState(null, '', '/settings');
      const config = { ...configAt('http://localhost:3000'), auth: { providers: ['guest'] } };
      render(<App config={config} plugins={[fakePlugin, authWebPlugin]} />);

      const profile = await screen.findByRole('region', { name: 'Profile' });
      expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBe('guest');
      await user.click(within(profile).getByRole('button', { name: 'Sign Out' }));

      const guest = await screen.findByRole('region', { name: 'Guest' });
      expect(within(guest).getByRole('button', { name: 'Sign In' })).toBeDefined();
      expect(calls.filter(call => call.includes('/api/auth/'))).toEqual([
        'GET /api/auth/guest/refresh',
        'GET /api/auth/v1/cookie',
        'DELETE /api/auth/v1/cookie',
        'POST /api/auth/guest/logout',
      ]);
      expect(window.localStorage.getItem(SIGN_IN_PROVIDER_STORAGE_KEY)).toBeNull();
      vi.unstubAllGlobals();
    });
  });
});
