import type { Entity } from '@atrium/model';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, errorResponse } from '../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../testing/renderCatalogRoute';
import { EntityPage } from './EntityPage';

const PATH = '/catalog/:namespace/:kind/:name/*';

const billing: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: {
    name: 'billing',
    namespace: 'finance',
    title: 'Billing Service',
    description: 'Sends the invoices',
    tags: ['java', 'payments'],
    links: [{ url: 'https://billing.example.com', title: 'Dashboard' }],
  },
  spec: { type: 'service', lifecycle: 'production', owner: 'team-a', system: 'payments' },
  relations: [
    { type: 'ownedBy', targetRef: 'group:default/team-a' },
    { type: 'dependsOn', targetRef: 'resource:finance/billing-db' },
  ],
};

function renderPage(url: string, fetch: typeof globalThis.fetch) {
  return renderCatalogRoute(<EntityPage />, { path: PATH, url, fetch });
}

describe('EntityPage', () => {
  it('shows the header, About card and relations of the entity', async () => {
    const backend = createFakeFetch({
      '/entities/by-name/component/finance/billing': () => billing,
    });
    renderPage('/catalog/finance/component/billing', backend.fetch);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing Service in finance' }),
    ).toBeDefined();
    expect(screen.getByText('Component — service')).toBeDefined();

    const about = screen.getByRole('region', { name: 'About' });
    expect(within(about).getByText('Sends the invoices')).toBeDefined();
    expect(within(about).getByRole('link', { name: 'team-a' }).getAttribute('href')).toBe(
      '/catalog/default/group/team-a',
    );
    expect(within(about).getByRole('link', { name: 'payments' }).getAttribute('href')).toBe(
      '/catalog/default/system/payments',
    );
    expect(within(about).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      'https://billing.example.com',
    );
    expect(within(about).getByText('java')).toBeDefined();

    const relations = screen.getByRole('region', { name: 'Relations' });
    const dependsOn = within(relations).getByRole('list', { name: 'dependsOn' });
    expect(within(dependsOn).getByRole('link').getAttribute('href')).toBe(
      '/catalog/finance/resource/billing-db',
    );
    expect(within(relations).getByRole('list', { name: 'ownedBy' })).toBeDefined();
  });

  it('leaves the default namespace out of the title', async () => {
    const backend = createFakeFetch({
      '/entities/by-name/component/default/web': () => ({
        ...billing,
        metadata: { name: 'web', namespace: 'default' },
      }),
    });
    renderPage('/catalog/default/component/web', backend.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'web' })).toBeDefined();
  });

  it('warns when the entity does not exist', async () => {
    const backend = createFakeFetch({});
    renderPage('/catalog/default/component/ghost', backend.fetch);

    expect(
      await screen.findByText(
        'There is no component with the requested kind, namespace, and name.',
      ),
    ).toBeDefined();
    expect(backend.urls[0]?.pathname).toBe('/api/catalog/entities/by-name/component/default/ghost');
  });

  it('shows an error panel when loading fails', async () => {
    const backend = createFakeFetch({
      '/entities/by-name/component/default/web': () =>
        errorResponse(500, 'Error', 'The catalog is unavailable'),
    });
    renderPage('/catalog/default/component/web', backend.fetch);

    expect(await screen.findByRole('region', { name: 'The catalog is unavailable' })).toBeDefined();
  });
});
