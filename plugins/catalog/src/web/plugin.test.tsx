import { describe, expect, it } from 'vitest';
import { catalogWebPlugin } from './plugin';

describe('catalogWebPlugin', () => {
  it('adds the catalog index and entity routes and a sidebar item', () => {
    expect(catalogWebPlugin.id).toBe('catalog');
    expect(catalogWebPlugin.routes.map(route => route.path)).toEqual([
      '/catalog',
      '/catalog/:namespace/:kind/:name/*',
    ]);
    expect(catalogWebPlugin.navItems).toEqual([{ title: 'Catalog', to: '/catalog' }]);
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
});
