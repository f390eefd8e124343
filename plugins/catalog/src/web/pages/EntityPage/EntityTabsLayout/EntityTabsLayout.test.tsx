import type { Entity } from '@atrium/model';
import { useEntity, type EntityTab } from '@atrium/web-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '../../../testing/createFakeFetch';
import { renderCatalogRoute } from '../../../testing/renderCatalogRoute';
import { EntityPage } from '../EntityPage';

const web: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'web', namespace: 'default' },
  spec: { type: 'website', owner: 'team-a' },
};

function EntityName() {
  return <p>Deployments of {useEntity().metadata.name}</p>;
}

const tabs: EntityTab[] = [
  // Registered out of order: the page sorts by `order`.
  { id: 'k8s', path: 'kubernetes', title: 'Kubernetes', order: 20, element: <EntityName /> },
  { id: 'overview', path: '', title: 'Overview', element: <p>Overview content</p> },
  {
    id: 'definition',
    path: 'definition',
    title: 'Definition',
    order: 10,
    if: entity => entity.kind === 'API',
    element: <p>API definition</p>,
  },
];

function renderPage(url: string) {
  const backend = createFakeFetch({ '/entities/by-name/component/default/web': () => web });
  return renderCatalogRoute(<EntityPage />, {
    path: '/catalog/:namespace/:kind/:name/*',
    url,
    fetch: backend.fetch,
    entityTabs: tabs,
  });
}

const location = () =>
  screen.getByRole('status', { name: 'Current location', hidden: true }).textContent;

describe('entity page tabs', () => {
  it('shows the tabs whose condition accepts the entity, by order, as links', async () => {
    renderPage('/catalog/default/component/web');

    const tablist = await screen.findByRole('tablist', { name: 'Entity tabs' });
    const shown = within(tablist).getAllByRole('tab');
    expect(shown.map(tab => tab.textContent)).toEqual(['Overview', 'Kubernetes']);
    expect(shown[1]?.getAttribute('href')).toBe('/catalog/default/component/web/kubernetes');
    expect(within(tablist).queryByRole('tab', { name: 'Definition' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeDefined();
    expect(screen.getByRole('tabpanel', { name: 'Overview' }).textContent).toBe('Overview content');
  });

  it('selects the tab whose path matches the URL case-insensitively', async () => {
    renderPage('/catalog/default/component/web/KuberNetes');

    expect(await screen.findByRole('tab', { name: 'Kubernetes', selected: true })).toBeDefined();
    // The tab reads the page's entity from context rather than fetching it.
    expect(screen.getByText('Deployments of web')).toBeDefined();
  });

  it('falls back to the first tab for an unknown path, and for a hidden one', async () => {
    renderPage('/catalog/default/component/web/definition');
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeDefined();
    expect(screen.queryByText('API definition')).toBeNull();
  });

  it('moves between tabs by URL and keeps the inspector working on each', async () => {
    const user = userEvent.setup();
    renderPage('/catalog/default/component/web');

    await user.click(await screen.findByRole('tab', { name: 'Kubernetes' }));
    expect(await screen.findByText('Deployments of web')).toBeDefined();
    expect(location()).toBe('/catalog/default/component/web/kubernetes');

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Inspect entity' }));
    expect(await screen.findByRole('dialog', { name: 'Entity Inspector' })).toBeDefined();
    expect(location()).toBe('/catalog/default/component/web/kubernetes?inspect=');
  });
});
