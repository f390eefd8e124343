import { createAppClients, defineWebPlugin, type RoutePrefetchContext } from '@atrium/web-core';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { startInitialRoute } from './startInitialRoute';

const config = {
  app: { title: 'Atrium', baseUrl: 'http://localhost:3000/portal' },
  backend: { baseUrl: 'http://localhost:7007' },
  organization: { name: 'Atrium' },
};

function pluginWith(
  prefetch: (context: RoutePrefetchContext) => void,
  preload: () => Promise<unknown>,
) {
  return defineWebPlugin({
    id: 'fake',
    routes: [
      { path: '/catalog', element: createElement('p') },
      { path: '/catalog/:namespace/:kind/:name/*', element: createElement('p'), prefetch, preload },
    ],
  });
}

describe('startInitialRoute', () => {
  it("starts the matched route's queries and waits for its chunk, under the base path", async () => {
    const prefetch = vi.fn();
    let loaded = false;
    const preload = vi.fn(async () => {
      loaded = true;
    });
    const clients = createAppClients(config);

    await startInitialRoute({
      plugins: [pluginWith(prefetch, preload)],
      config,
      clients,
      location: { pathname: '/portal/catalog/default/component/web/apis', search: '?x=1' },
    });

    expect(loaded).toBe(true);
    const context = prefetch.mock.calls[0]?.[0] as RoutePrefetchContext;
    expect(context.params).toMatchObject({ namespace: 'default', kind: 'component', name: 'web' });
    expect(context.searchParams.get('x')).toBe('1');
    expect(context.queryClient).toBe(clients.queryClient);
    expect(context.api).toBe(clients.api);
  });

  it("queues the page's queries ahead of its chunks once the sign-in is done", async () => {
    const order: string[] = [];
    let signedIn!: () => void;
    const signingIn = new Promise<void>(resolve => (signedIn = resolve));
    // As a page's prefetch does: its query goes out once the sign-in has given a token.
    const prefetch = () => void signingIn.then(() => order.push('query'));
    const preload = async () => void order.push('chunk');

    const starting = startInitialRoute({
      plugins: [pluginWith(prefetch, preload)],
      config,
      clients: createAppClients(config),
      location: { pathname: '/portal/catalog/default/component/web', search: '' },
      signingIn,
    });
    signedIn();
    await starting;

    expect(order).toEqual(['query', 'chunk']);
  });

  it('does not hold the chunks back for a sign-in that takes longer', async () => {
    const preload = vi.fn(async () => undefined);
    await startInitialRoute({
      plugins: [pluginWith(() => undefined, preload)],
      config,
      clients: createAppClients(config),
      location: { pathname: '/portal/catalog/default/component/web', search: '' },
      signingIn: new Promise(() => undefined),
    });

    expect(preload).toHaveBeenCalled();
  });

  it('does nothing for a path no plugin serves', async () => {
    const prefetch = vi.fn();
    const preload = vi.fn(async () => undefined);
    await startInitialRoute({
      plugins: [pluginWith(prefetch, preload)],
      config,
      clients: createAppClients(config),
      location: { pathname: '/portal/nowhere', search: '' },
    });

    expect(prefetch).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
  });

  it('never fails: the page reports a chunk that does not load when it renders', async () => {
    const failing = pluginWith(
      () => {
        throw new Error('bad prefetch');
      },
      async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
    );
    await expect(
      startInitialRoute({
        plugins: [failing],
        config,
        clients: createAppClients(config),
        location: { pathname: '/portal/catalog/default/component/web', search: '' },
      }),
    ).resolves.toBeUndefined();
  });
});
