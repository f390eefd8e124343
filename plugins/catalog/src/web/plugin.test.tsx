import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogWebPlugin, createCatalogWebPlugin } from './plugin';
import {
  createFakeFetch,
  PERMISSION_AUTHORIZE_PATH,
  permissionRoute,
} from './testing/createFakeFetch';
import { renderCatalogRoute } from './testing/renderCatalogRoute';

describe('catalogWebPlugin', () => {
  it('adds the catalog index and entity routes, its sidebar item and the group item', () => {
    expect(catalogWebPlugin.id).toBe('catalog');
    expect(catalogWebPlugin.routes.map(route => route.path)).toEqual([
      '/catalog',
      '/catalog/:namespace/:kind/:name/*',
    ]);
    expect(catalogWebPlugin.navItems).toEqual([
      { title: 'Catalog', to: '/catalog', order: 30 },
      expect.objectContaining({ title: 'My Groups', order: 70 }),
    ]);
    expect(catalogWebPlugin.entityCards?.length).toBeGreaterThan(0);
  });

  it('registers the Overview, APIs and Providers and consumers entity tabs', () => {
    expect(
      catalogWebPlugin.entityTabs?.map(({ path, title, order }) => ({ path, title, order })),
    ).toEqual([
      { path: '', title: 'Overview', order: 0 },
      { path: 'apis', title: 'APIs', order: 10 },
      { path: 'providers-consumers', title: 'Providers and consumers', order: 10 },
    ]);
    const system = { apiVersion: 'backstage.io/v1alpha1', kind: 'System', metadata: { name: 's' } };
    expect(catalogWebPlugin.entityTabs?.[1]?.if?.(system)).toBe(true);
    expect(catalogWebPlugin.entityTabs?.[2]?.if?.(system)).toBe(false);
  });

  it("hands its options to the entity page it routes to (here: hide 'Unregister entity')", async () => {
    const user = userEvent.setup();
    const entityRoute = createCatalogWebPlugin({ unregisterEntity: 'hidden' }).routes[1]!;
    const backend = createFakeFetch({
      '/entities/by-name/component/default/web': () => ({
        apiVersion: 'backstage.io/v1alpha1',
        kind: 'Component',
        metadata: { name: 'web', namespace: 'default', uid: 'u1' },
      }),
      [PERMISSION_AUTHORIZE_PATH]: permissionRoute(() => 'DENY'),
    });
    renderCatalogRoute(entityRoute.element, {
      path: entityRoute.path,
      url: '/catalog/default/component/web',
      fetch: backend.fetch,
    });

    await screen.findByRole('heading', { level: 1, name: 'web' });
    await waitFor(() => expect(backend.requestsTo('/authorize')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitem', { name: 'Inspect entity' })).toBeDefined();
    expect(screen.queryByRole('menuitem', { name: 'Unregister entity' })).toBeNull();
  });
});
