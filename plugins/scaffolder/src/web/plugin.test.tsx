import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { describe, expect, it } from 'vitest';
import { scaffolderWebPlugin } from './plugin';

describe('scaffolderWebPlugin', () => {
  it('mounts every scaffolder page under /create, each page lazy', () => {
    expect(scaffolderWebPlugin.id).toBe('scaffolder');
    expect(scaffolderWebPlugin.routes.map(route => route.path)).toEqual([
      '/create',
      '/create/templates/:namespace/:templateName',
      '/create/templates/:templateName',
      '/create/tasks/:taskId',
      '/create/tasks',
      '/create/actions',
      '/create/templating-extensions',
      '/create/edit',
      '/create/template',
      '/create/custom-fields',
      '/create/template-form',
    ]);
    for (const route of scaffolderWebPlugin.routes) {
      expect(route.preload).toBeTypeOf('function');
    }
    // Its own icon, not the default square grid the catalog's item shows.
    expect(scaffolderWebPlugin.navItems).toEqual([
      { title: 'Create...', to: '/create', icon: AddCircleOutlineIcon, order: 60 },
    ]);
  });
});
