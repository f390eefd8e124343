import { describe, expect, it } from 'vitest';
import { scaffolderWebPlugin } from './plugin';

describe('scaffolderWebPlugin', () => {
  it('mounts the create page and the wizard under /create, each page lazy', () => {
    expect(scaffolderWebPlugin.routes.map(route => route.path)).toEqual([
      '/create',
      '/create/templates/:namespace/:templateName',
      '/create/templates/:templateName',
    ]);
    for (const route of scaffolderWebPlugin.routes) {
      expect(route.preload).toBeTypeOf('function');
      expect(route.prefetch).toBeTypeOf('function');
    }
    expect(scaffolderWebPlugin.navItems).toEqual([{ title: 'Create...', to: '/create' }]);
  });
});
