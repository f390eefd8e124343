import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTemplateRenderer } from '../../templating/createTemplateRenderer';
import { createBuiltinActions } from './createBuiltinActions';

describe('createBuiltinActions', () => {
  const config = createConfig({});
  const options = {
    config,
    integrations: readScmIntegrations(config),
    catalogFor: async () => {
      throw new Error('not used');
    },
    renderer: createTemplateRenderer(),
  };
  const actions = createBuiltinActions(options);

  it('answers every built-in action once', () => {
    expect(actions.map(a => a.id).sort()).toEqual([
      'catalog:fetch',
      'catalog:register',
      'catalog:write',
      'debug:log',
      'debug:wait',
      'fetch:plain',
      'fetch:plain:file',
      'fetch:template',
      'fetch:template:file',
      'fs:delete',
      'fs:readdir',
      'fs:rename',
      'github:repo:create',
      'github:repo:push',
      'notification:send',
      'publish:azure',
      'publish:bitbucket',
      'publish:bitbucketCloud',
      'publish:bitbucketServer',
      'publish:git',
      'publish:github',
      'publish:gitlab',
    ]);
  });

  it('gives each a description, an input schema and YAML examples naming it', () => {
    for (const action of actions) {
      expect(action.description, action.id).toBeTruthy();
      expect(action.schema?.input, action.id).toBeDefined();
      expect(action.examples?.length, action.id).toBeGreaterThan(0);
      for (const { example } of action.examples ?? []) {
        expect(parse(example), action.id).toMatchObject({ steps: [{ action: action.id }] });
      }
    }
  });

  it('lets only actions that change nothing outside the workspace run in dry runs', () => {
    const dry = actions.filter(a => a.supportsDryRun).map(a => a.id);
    expect(dry).not.toContain('publish:git');
    expect(dry).not.toContain('catalog:register');
    expect(dry).toContain('fetch:plain');
  });
});
