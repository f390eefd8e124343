import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneBack, publishWorkspace, rejectionOf } from '../testing/publishTestKit';
import { startFakeGitlab, type FakeGitlab } from '../testing/startFakeGitlab';
import { createPublishGitlabAction } from './createPublishGitlabAction';

const TOKEN = 'glpat-integrationSecret42';

describe('publish:gitlab', () => {
  let gitlab: FakeGitlab;
  const action = (token: string | false = TOKEN) =>
    createPublishGitlabAction({
      integrations: readScmIntegrations(
        createConfig({
          integrations: {
            gitlab: [
              {
                host: gitlab.host,
                baseUrl: gitlab.url,
                apiBaseUrl: gitlab.apiBaseUrl,
                token: token || undefined,
              },
            ],
          },
        }),
      ),
      defaultAuthor: { name: 'Portal Bot', email: 'bot@example.com' },
      defaultCommitMessage: 'Scaffolded',
    });

  beforeAll(async () => {
    gitlab = await startFakeGitlab({ token: TOKEN, username: 'alice' });
    gitlab.addGroup('acme');
    gitlab.addGroup('acme/backend');
  });
  afterAll(() => gitlab?.stop());

  it('creates a project in a subgroup and pushes the workspace to it', async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${gitlab.host}?owner=acme/backend&repo=billing`,
      repoVisibility: 'internal' as const,
      topics: ['service'],
      settings: { description: 'Billing', ci_config_path: '.gitlab-ci.yml' },
      sourcePath: 'service',
    });
    try {
      await action().handler(ctx);
      const project = gitlab.projects.get('acme/backend/billing')!;
      expect(project).toMatchObject({
        visibility: 'internal',
        topics: ['service'],
        description: 'Billing',
        namespace_id: gitlab.namespaces.get('acme/backend')!.id,
        settings: { ci_config_path: '.gitlab-ci.yml' },
      });
      const clone = await cloneBack(project.bare, 'main');
      expect(clone.files).toEqual(['README.md', 'src/index.js']);
      expect(clone.author).toBe('Portal Bot <bot@example.com>');
      expect(clone.message).toBe('Scaffolded');
      expect(ctx.outputs).toEqual({
        remoteUrl: `${gitlab.url}/acme/backend/billing.git`,
        repoContentsUrl: `${gitlab.url}/acme/backend/billing/-/blob/main`,
        projectId: project.id,
        commitHash: clone.head,
      });
    } finally {
      await ctx.cleanup();
    }
  });

  it("pushes to the user's own namespace with the step's token", async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${gitlab.host}?owner=alice&repo=notes`,
      token: TOKEN,
      defaultBranch: 'develop',
    });
    try {
      await action(false).handler(ctx);
      const project = gitlab.projects.get('alice/notes')!;
      expect(project.visibility).toBe('private');
      expect((await cloneBack(project.bare, 'develop')).files).toContain('notes.txt');
    } finally {
      await ctx.cleanup();
    }
  });

  it('fails clearly on a taken name, an unknown group, a refused or missing token', async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${gitlab.host}?owner=acme/backend&repo=billing`,
    });
    try {
      const taken = await rejectionOf(action().handler(ctx));
      expect(taken.name).toBe('ConflictError');
      expect(taken.message).toBe(
        `The project acme/backend/billing already exists on ${gitlab.host}`,
      );

      const unknown = await rejectionOf(
        action().handler({ ...ctx, input: { repoUrl: `${gitlab.host}?owner=nope&repo=x` } }),
      );
      expect(unknown.message).toBe(`No group or user namespace nope on ${gitlab.host}`);

      const wrong = 'glpat-wrongToken';
      const refused = await rejectionOf(
        action(wrong).handler({ ...ctx, input: { repoUrl: `${gitlab.host}?owner=acme&repo=x` } }),
      );
      expect(refused.name).toBe('NotAllowedError');
      expect(refused.message).toContain('401: 401 Unauthorized');
      expect(refused.message).not.toContain(wrong);

      const missing = await rejectionOf(
        action(false).handler({ ...ctx, input: { repoUrl: `${gitlab.host}?owner=acme&repo=x` } }),
      );
      expect(missing.message).toBe(
        `No token configured for ${gitlab.host}; add one under integrations.gitlab`,
      );
      expect(JSON.stringify(ctx.logs)).not.toContain(TOKEN);
    } finally {
      await ctx.cleanup();
    }
  });
});
