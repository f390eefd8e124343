import type { Entity } from '@atrium/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, errorResponse } from '../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../testing/renderCatalogRoute';
import { CatalogIndexPage } from './CatalogIndexPage';

function component(name: string, spec: Record<string, string> = {}): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name, namespace: 'default', description: `${name} does things`, tags: ['java'] },
    spec: {
      type: 'service',
      lifecycle: 'production',
      owner: 'team-a',
      system: 'payments',
      ...spec,
    },
  };
}

function createBackend() {
  return createFakeFetch({
    '/entity-facets': url => {
      if (url.searchParams.get('facet') === 'kind') {
        return {
          facets: {
            kind: [
              { value: 'API', count: 2 },
              { value: 'Component', count: 30 },
            ],
          },
        };
      }
      const kind = url.searchParams.get('filter');
      return {
        facets: {
          'spec.type':
            kind === 'kind=api'
              ? [{ value: 'grpc', count: 2 }]
              : [
                  { value: 'service', count: 20 },
                  { value: 'website', count: 10 },
                ],
        },
      };
    },
    '/entities/by-query': url => {
      const cursor = url.searchParams.get('cursor');
      if (cursor === 'page-2') {
        return {
          items: [component('zeta')],
          totalItems: 21,
          pageInfo: { prevCursor: 'page-1' },
        };
      }
      return {
        items: [component('billing'), component('web', { type: 'website' })],
        totalItems: 21,
        pageInfo: { nextCursor: 'page-2' },
      };
    },
  });
}

function renderPage(url: string, fetch: typeof globalThis.fetch) {
  return renderCatalogRoute(<CatalogIndexPage />, { path: '/catalog', url, fetch });
}

function currentLocation() {
  return screen.getByRole('status', { name: 'Current location' }).textContent;
}

describe('CatalogIndexPage', () => {
  it('lists the entities of the default kind, sorted by name, with links to their pages', async () => {
    const backend = createBackend();
    renderPage('/catalog', backend.fetch);

    expect(screen.getByRole('heading', { level: 1, name: 'Velora Catalog' })).toBeDefined();
    const link = await screen.findByRole('link', { name: 'billing' });
    expect(link.getAttribute('href')).toBe('/catalog/default/component/billing');
    expect(screen.getAllByRole('link', { name: 'team-a' })[0]?.getAttribute('href')).toBe(
      '/catalog/default/group/team-a',
    );
    for (const title of ['Name', 'System', 'Owner', 'Type', 'Lifecycle', 'Description', 'Tags']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeDefined();
    }
    expect(screen.getByText('21 items')).toBeDefined();

    const request = backend.requestsTo('/entities/by-query')[0];
    expect(request?.searchParams.get('filter')).toBe('kind=component');
    expect(request?.searchParams.get('orderField')).toBe('metadata.name,asc');
    expect(request?.searchParams.get('limit')).toBe('20');
  });

  it('filters by kind and type, and keeps both in the URL', async () => {
    const user = userEvent.setup();
    const backend = createBackend();
    renderPage('/catalog', backend.fetch);
    await screen.findByRole('link', { name: 'billing' });

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'API' }));
    await waitFor(() =>
      expect(backend.requestsTo('/entities/by-query').at(-1)?.searchParams.get('filter')).toBe(
        'kind=api',
      ),
    );
    expect(currentLocation()).toBe('/catalog?kind=api');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'grpc' }));
    await waitFor(() =>
      expect(backend.requestsTo('/entities/by-query').at(-1)?.searchParams.get('filter')).toBe(
        'kind=api,spec.type=grpc',
      ),
    );
    expect(currentLocation()).toBe('/catalog?kind=api&type=grpc');
  });

  it('reproduces the view from the URL, search term included', async () => {
    const backend = createBackend();
    renderPage('/catalog?kind=component&type=website&q=web', backend.fetch);
    await screen.findByRole('link', { name: 'billing' });

    const request = backend.requestsTo('/entities/by-query')[0];
    expect(request?.searchParams.get('filter')).toBe('kind=component,spec.type=website');
    expect(request?.searchParams.get('fullTextFilterTerm')).toBe('web');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'web');
    expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toBe('website');
  });

  it('searches the full text after the user stops typing', async () => {
    const user = userEvent.setup();
    const backend = createBackend();
    renderPage('/catalog', backend.fetch);
    await screen.findByRole('link', { name: 'billing' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pay');
    await waitFor(() =>
      expect(
        backend.requestsTo('/entities/by-query').at(-1)?.searchParams.get('fullTextFilterTerm'),
      ).toBe('pay'),
    );
    // Debounced: no request for the partial terms.
    const terms = backend
      .requestsTo('/entities/by-query')
      .map(url => url.searchParams.get('fullTextFilterTerm'));
    expect(terms).toEqual([null, 'pay']);
    expect(currentLocation()).toBe('/catalog?kind=component&q=pay');
  });

  it('pages forwards and back with the server cursors', async () => {
    const user = userEvent.setup();
    const backend = createBackend();
    renderPage('/catalog', backend.fetch);
    await screen.findByRole('link', { name: 'billing' });
    expect(
      (screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'zeta' });
    const next = backend.requestsTo('/entities/by-query').at(-1);
    expect(next?.searchParams.get('cursor')).toBe('page-2');
    expect(next?.searchParams.get('limit')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: 'billing' });
    expect(backend.requestsTo('/entities/by-query').at(-1)?.searchParams.get('cursor')).toBe(
      'page-1',
    );
  });

  it('shows an error panel when the entities cannot be fetched', async () => {
    const backend = createFakeFetch({
      '/entity-facets': () => ({ facets: {} }),
      '/entities/by-query': () => errorResponse(500, 'Error', 'Internal Server Error'),
    });
    renderPage('/catalog', backend.fetch);

    const panel = await screen.findByRole('region', { name: 'Could not fetch catalog entities.' });
    expect(within(panel).getByRole('button')).toBeDefined();
  });
});
