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
});
