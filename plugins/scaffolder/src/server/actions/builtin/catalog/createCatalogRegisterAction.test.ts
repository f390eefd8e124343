import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { createMockActionContext } from '../../testing';
import { createCatalogRegisterAction } from './createCatalogRegisterAction';
import { createFakeCatalog, entity } from './catalogTestDoubles';

type Input = Parameters<ReturnType<typeof createCatalogRegisterAction>['handler']>[0]['input'];

const integrations = readScmIntegrations(createConfig({}));
const URL_TARGET = 'https://github.com/acme/svc/blob/main/catalog-info.yaml';

describe('catalog:register', () => {
  const setup = () => {
    const fake = createFakeCatalog({
      files: {
        [URL_TARGET]: [entity('System', 'shop'), entity('Component', 'svc')],
        '/srv/repos/svc/catalog-info.yaml': [entity('API', 'svc-api')],
      },
      deniedUsers: ['user:default/mallory'],
    });
    const action = createCatalogRegisterAction({ catalogFor: fake.catalogFor, integrations });
    const run = async (input: Input, user = 'user:default/alice') => {
      const ctx = await createMockActionContext({ input, user: { ref: user } });
      try {
        await action.handler(ctx);
        return ctx.outputs;
      } finally {
        await ctx.cleanup();
      }
    };
    return { fake, run };
  };

  it('registers a catalogInfoUrl and outputs the Component it holds', async () => {
    const { fake, run } = setup();
    expect(await run({ catalogInfoUrl: URL_TARGET })).toEqual({
      entityRef: 'component:default/svc',
      catalogInfoUrl: URL_TARGET,
    });
    expect(fake.registered).toEqual([{ type: 'url', target: URL_TARGET }]);
    expect(fake.users).toEqual([{ ref: 'user:default/alice' }]);
  });

  it('resolves catalogInfoPath against the repository root', async () => {
    const { fake, run } = setup();
    const outputs = await run({ repoContentsUrl: 'https://github.com/acme/svc/blob/main' });
    expect(outputs.catalogInfoUrl).toBe(URL_TARGET);
    expect(
      (
        await run({
          repoContentsUrl: 'https://github.com/acme/svc/blob/main/',
          catalogInfoPath: 'deploy/catalog.yaml',
          optional: true,
        })
      ).catalogInfoUrl,
    ).toBe('https://github.com/acme/svc/blob/main/deploy/catalog.yaml');
    expect(fake.registered.map(r => r.target)).toContain(URL_TARGET);
  });

  it('registers file URLs as file locations', async () => {
    const { fake, run } = setup();
    expect(
      await run({ repoContentsUrl: 'file:///srv/repos/svc', catalogInfoPath: 'catalog-info.yaml' }),
    ).toEqual({
      entityRef: 'api:default/svc-api',
      catalogInfoUrl: 'file:///srv/repos/svc/catalog-info.yaml',
    });
    expect(fake.registered).toEqual([{ type: 'file', target: '/srv/repos/svc/catalog-info.yaml' }]);
  });

  it('fails on a location already registered unless optional', async () => {
    const { run } = setup();
    await run({ catalogInfoUrl: URL_TARGET });
    await expect(run({ catalogInfoUrl: URL_TARGET })).rejects.toThrow('already exists');
    expect(await run({ catalogInfoUrl: URL_TARGET, optional: true })).toEqual({
      entityRef: 'component:default/svc',
      catalogInfoUrl: URL_TARGET,
    });
  });

  it('registers as the task user: a user without the permission is refused', async () => {
    const { fake, run } = setup();
    await expect(run({ catalogInfoUrl: URL_TARGET }, 'user:default/mallory')).rejects.toThrow(
      'catalog.location.create',
    );
    expect(fake.registered).toEqual([]);
  });

  it('answers clear errors for unknown hosts and bad URLs', async () => {
    const { run } = setup();
    await expect(run({ repoContentsUrl: 'https://git.example.com/a/b' })).rejects.toThrow(
      'No integration found for host git.example.com',
    );
    await expect(run({ repoContentsUrl: 'acme/svc' })).rejects.toThrow('is not an absolute URL');
    await expect(run({ catalogInfoUrl: 'ftp://example.com/x.yaml' })).rejects.toThrow(
      'must be an http(s) or file URL',
    );
  });
});
