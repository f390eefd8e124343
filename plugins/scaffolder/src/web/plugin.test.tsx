import { describe, expect, it } from 'vitest';
import { scaffolderWebPlugin } from './plugin';

describe('scaffolderWebPlugin', () => {
  it('adds the task, task list, actions and templating extensions pages', () => {
    expect(scaffolderWebPlugin.id).toBe('scaffolder');
    expect(scaffolderWebPlugin.routes.map(route => route.path)).toEqual([
      '/create/tasks/:taskId',
      '/create/tasks',
      '/create/actions',
      '/create/templating-extensions',
    ]);
  });
});
