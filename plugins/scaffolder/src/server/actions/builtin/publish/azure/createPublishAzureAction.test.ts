import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { startFakeAzure, type FakeAzure } from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneBack, publishWorkspace, rejectionOf } from '../testing/publishTestKit';
import { createPublishAzureAction } from './createPublishAzureAction';

const TOKEN = 'azure-pat-secret-value';

describe('publish:azure', () => {
  let azure: FakeAzure;
  const action = (credentials: unknown[]) =>
    createPublishAzureAction({
      integrations: readScmIntegrations(
        createConfig({
          integrations: { azure: [{ host: azure.host, baseUrl: azure.url, credentials }] },
        }),
      ),
    });

  beforeAll(async () => {
    azure = await startFakeAzure({ token: TOKEN, projects: ['acme/platform'] });
  });
  afterAll(() => azure?.stop());

  it("creates a repository with the organisation's token and pushes to it", async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${azure.host}?organization=acme&project=platform&repo=api`,
      gitCommitMessage: 'Create api',
    });
    try {
      await action([
        { personalAccessToken: 'other-org-token', organizations: ['other'] },
        { personalAccessToken: TOKEN, organizations: ['acme'] },
      ]).handler(ctx);
      const repo = azure.repos.get('acme/platform/api')!;
      const clone = await cloneBack(repo.bare, 'main');
      expect(clone.message).toBe('Create api');
      expect(clone.files).toContain('service/README.md');
      expect(ctx.outputs).toEqual({
        remoteUrl: `${azure.url}/acme/platform/_git/api`,
        repoContentsUrl: `${azure.url}/acme/platform/_git/api?path=/&version=GBmain`,
        repositoryId: repo.id,
        commitHash: clone.head,
      });
    } finally {
      await ctx.cleanup();
    }
  });

  it('fails clearly on a taken name, an unknown project, a refused or missing token', async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${azure.host}?organization=acme&owner=platform&repo=api`,
    });
    const good = action([{ personalAccessToken: TOKEN }]);
    try {
      const taken = await rejectionOf(good.handler(ctx));
      expect(taken.message).toBe(`The repository platform/api already exists on ${azure.host}`);
      const unknown = await rejectionOf(
        good.handler({
          ...ctx,
          input: { repoUrl: `${azure.host}?organization=acme&project=nope&repo=x` },
        }),
      );
      expect(unknown.name).toBe('NotFoundError');
      expect(unknown.message).toContain('TF200016');
      const refused = await rejectionOf(
        action([{ personalAccessToken: 'wrong-pat' }]).handler({
          ...ctx,
          input: { repoUrl: `${azure.host}?organization=acme&project=platform&repo=y` },
        }),
      );
      expect(refused.name).toBe('NotAllowedError');
      expect(refused.message).not.toContain('wrong-pat');
      const missing = await rejectionOf(
        action([{ personalAccessToken: TOKEN, organizations: ['other'] }]).handler({
          ...ctx,
          input: { repoUrl: `${azure.host}?organization=acme&project=platform&repo=y` },
        }),
      );
      expect(missing.message).toBe(
        `No token configured for ${azure.host}; add one under integrations.azure`,
      );
    } finally {
      await ctx.cleanup();
    }
  });
});
