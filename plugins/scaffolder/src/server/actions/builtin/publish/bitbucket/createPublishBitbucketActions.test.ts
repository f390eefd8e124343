import { createConfig, readScmIntegrations } from '@atrium/server-core';
import {
  startFakeBitbucketCloud,
  startFakeBitbucketServer,
  type FakeBitbucket,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneBack, publishWorkspace, rejectionOf } from '../testing/publishTestKit';
import {
  createPublishBitbucketAction,
  createPublishBitbucketCloudAction,
  createPublishBitbucketServerAction,
} from './createPublishBitbucketActions';

const APP_PASSWORD = 'bb-app-password-secret';
const SERVER_TOKEN = 'bbs-http-access-token-secret';

describe('Bitbucket publishing actions', () => {
  let cloud: FakeBitbucket;
  let server: FakeBitbucket;
  const options = (appPassword = APP_PASSWORD, token = SERVER_TOKEN) => ({
    integrations: readScmIntegrations(
      createConfig({
        integrations: {
          bitbucketCloud: [
            {
              host: cloud.host,
              baseUrl: cloud.url,
              apiBaseUrl: cloud.apiBaseUrl,
              username: 'robot',
              appPassword,
            },
          ],
          bitbucketServer: [{ host: server.host, baseUrl: server.url, token }],
        },
      }),
    ),
    defaultAuthor: { name: 'Portal Bot', email: 'bot@example.com' },
  });

  beforeAll(async () => {
    cloud = await startFakeBitbucketCloud({
      username: 'robot',
      appPassword: APP_PASSWORD,
      workspaces: { acme: ['SVC', 'WEB'] },
    });
    server = await startFakeBitbucketServer({ token: SERVER_TOKEN, projects: ['SVC'] });
  });
  afterAll(async () => {
    await cloud?.stop();
    await server?.stop();
  });

  it('publish:bitbucketCloud creates a repository in the project and pushes', async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${cloud.host}?workspace=acme&project=WEB&repo=site`,
      description: 'The site',
      sourcePath: 'service',
    });
    try {
      await createPublishBitbucketCloudAction(options()).handler(ctx);
      const repo = cloud.repos.get('acme/site')!;
      expect(repo).toMatchObject({ project: 'WEB', description: 'The site', isPrivate: true });
      const clone = await cloneBack(repo.bare, 'main');
      expect(clone.files).toEqual(['README.md', 'src/index.js']);
      expect(clone.author).toBe('Portal Bot <bot@example.com>');
      expect(ctx.outputs).toEqual({
        remoteUrl: `${cloud.url}/acme/site.git`,
        repoContentsUrl: `${cloud.url}/acme/site/src/main`,
        commitHash: clone.head,
      });

      const taken = await rejectionOf(createPublishBitbucketCloudAction(options()).handler(ctx));
      expect(taken.message).toBe(`The repository acme/site already exists on ${cloud.host}`);
      const wrong = 'wrong-app-password';
      const refused = await rejectionOf(
        createPublishBitbucketCloudAction(options(wrong)).handler({
          ...ctx,
          input: { repoUrl: `${cloud.host}?workspace=acme&project=SVC&repo=x` },
        }),
      );
      expect(refused.name).toBe('NotAllowedError');
      expect(refused.message).not.toContain(wrong);
      const unknown = await rejectionOf(
        createPublishBitbucketCloudAction(options()).handler({
          ...ctx,
          input: { repoUrl: `${cloud.host}?workspace=nobody&project=SVC&repo=x` },
        }),
      );
      expect(unknown.name).toBe('NotFoundError');
      expect(unknown.message).toContain("No workspace with identifier 'nobody'");
      expect(JSON.stringify(ctx.logs)).not.toContain(APP_PASSWORD);
    } finally {
      await ctx.cleanup();
    }
  });

  it('publish:bitbucketServer creates a repository in the project and pushes', async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${server.host}?project=SVC&repo=billing`,
      defaultBranch: 'develop',
    });
    try {
      await createPublishBitbucketServerAction(options()).handler(ctx);
      const repo = server.repos.get('SVC/billing')!;
      const clone = await cloneBack(repo.bare, 'develop');
      expect(clone.files).toContain('notes.txt');
      expect(ctx.outputs).toEqual({
        remoteUrl: `${server.url}/scm/SVC/billing.git`,
        repoContentsUrl: `${server.url}/projects/SVC/repos/billing/browse`,
        commitHash: clone.head,
      });
      const taken = await rejectionOf(createPublishBitbucketServerAction(options()).handler(ctx));
      expect(taken.name).toBe('ConflictError');
      const unknown = await rejectionOf(
        createPublishBitbucketServerAction(options()).handler({
          ...ctx,
          input: { repoUrl: `${server.host}?project=NOPE&repo=x` },
        }),
      );
      expect(unknown.message).toContain('Project NOPE does not exist.');
    } finally {
      await ctx.cleanup();
    }
  });

  it('publish:bitbucket picks the flavour from the host and refuses other hosts', async () => {
    const ctx = await publishWorkspace({ repoUrl: `${server.host}?project=SVC&repo=legacy` });
    try {
      await createPublishBitbucketAction(options()).handler(ctx);
      expect(server.repos.has('SVC/legacy')).toBe(true);
      const other = await rejectionOf(
        createPublishBitbucketAction(options()).handler({
          ...ctx,
          input: { repoUrl: 'github.com?owner=a&repo=b' },
        }),
      );
      expect(other.message).toBe('github.com is not configured as a Bitbucket integration');
    } finally {
      await ctx.cleanup();
    }
  });
});
