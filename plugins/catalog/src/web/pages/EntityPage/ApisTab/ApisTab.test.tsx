import type { Entity } from '@atrium/model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { byRefsRoute, createFakeFetch } from '../../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../../testing/renderCatalogRoute';
import { EntityPage } from '../EntityPage';

function api(name: string, spec: Record<string, string>, description?: string): Entity {
  return {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'API',
    metadata: { name, namespace: 'default', ...(description ? { description } : {}) },
    spec,
    relations: [
      { type: 'apiProvidedBy', targetRef: 'component:default/billing' },
      { type: 'apiConsumedBy', targetRef: 'component:default/web' },
    ],
  };
}

const invoices = api(
  'invoices-api',
  { type: 'openapi', lifecycle: 'production', owner: 'group:default/team-a' },
  'Creates and lists invoices',
);
const customers = api('customers-api', {
  type: 'grpc',
  lifecycle: 'experimental',
  owner: 'team-b',
});

const billing: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'billing', namespace: 'default', description: 'Sends the invoices' },
  spec: { type: 'service', lifecycle: 'production', owner: 'team-a' },
  relations: [
    { type: 'providesApi', targetRef: 'api:default/invoices-api' },
    { type: 'consumesApi', targetRef: 'api:default/customers-api' },
    { type: 'consumesApi', targetRef: 'api:default/gone-api' },
  ],
};
const web: Entity = {
  ...billing,
  metadata: { name: 'web', namespace: 'default' },
  spec: { type: 'website', lifecycle: 'production', owner: 'team-b' },
  relations: [],
};

const PATH = '/catalog/:namespace/:kind/:name/*';

function renderPage(url: string) {
  const backend = createFakeFetch({
    '/entities/by-name/component/default/billing': () => billing,
    '/entities/by-name/component/default/web': () => web,
    '/entities/by-name/api/default/invoices-api': () => invoices,
    '/entities/by-refs': byRefsRoute([invoices, customers, billing, web]),
  });
  renderCatalogRoute(<EntityPage />, { path: PATH, url, fetch: backend.fetch });
  return backend;
}

/** The cells of each body row, as text. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map(row =>
      within(row)
        .getAllByRole('cell')
        .map(cell => cell.textContent ?? ''),
    );
}

describe('APIs tab', () => {
  it('lists the provided and consumed APIs, fetched by ref', async () => {
    const backend = renderPage('/catalog/default/component/billing/apis');

    expect(await screen.findByRole('tab', { name: 'APIs', selected: true })).toBeDefined();
    const provided = await screen.findByRole('table', { name: 'Provided APIs' });
    expect(await within(provided).findByRole('link', { name: 'invoices-api' })).toBeDefined();
    expect(rowsOf(provided)).toEqual([
      ['invoices-api', 'openapi', 'production', 'team-a', 'Creates and lists invoices'],
    ]);
    expect(within(provided).getByRole('link', { name: 'invoices-api' }).getAttribute('href')).toBe(
      '/catalog/default/api/invoices-api',
    );

    const consumed = screen.getByRole('table', { name: 'Consumed APIs' });
    // gone-api is not in the catalog: left out rather than shown as an empty row.
    expect(rowsOf(consumed)).toEqual([['customers-api', 'grpc', 'experimental', 'team-b', '']]);
    expect(backend.requestsTo('/entities/by-refs').length).toBeGreaterThanOrEqual(2);
  });

  it('is hidden for an entity without API relations', async () => {
    renderPage('/catalog/default/component/web/apis');

    const tablist = await screen.findByRole('tablist', { name: 'Entity tabs' });
    expect(within(tablist).queryByRole('tab', { name: 'APIs' })).toBeNull();
    expect(within(tablist).getByRole('tab', { name: 'Overview', selected: true })).toBeDefined();
  });

  it('lists the providers and consumers of an API entity', async () => {
    renderPage('/catalog/default/api/invoices-api/Providers-Consumers');

    expect(
      await screen.findByRole('tab', { name: 'Providers and consumers', selected: true }),
    ).toBeDefined();
    const providers = await screen.findByRole('table', { name: 'Providers' });
    expect(await within(providers).findByRole('link', { name: 'billing' })).toBeDefined();
    const consumers = screen.getByRole('table', { name: 'Consumers' });
    expect(await within(consumers).findByRole('link', { name: 'web' })).toBeDefined();
  });
});
