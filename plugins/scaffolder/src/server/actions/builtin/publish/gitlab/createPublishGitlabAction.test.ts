import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { startFakeGitlab, type FakeGitlab } from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneBack, publishWorkspace, rejectionOf } from '../testing/publishTestKit';
import { createPublishGitlabAction } from './createPublishGitlabAction';

const TOKEN = 'glpat-integrationSecret42';
const BOB = { id: 7, username: 'bob', token: 'glpat-bobsOwnToken7' };

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
    gitlab = await startFakeGitlab({ token: TOKEN, username: 'alice', otherUsers: [BOB] });
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
        created: true,
        commitHash: clone.head,
      });
    } finally {
      await ctx.cleanup();
    }
  });

  it('adds CI/CD variables, creates and protects branches', async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${gitlab.host}?owner=acme&repo=configured`,
      projectVariables: [
        { key: 'REGION', value: 'eu' },
        { key: 'DEPLOY_TOKEN', value: 'hidden-value-1', masked: true, environment_scope: 'prod' },
      ],
      branches: [
        { name: 'main', protect: true },
        { name: 'develop', create: true, protect: true },
        { name: 'release', create: true, ref: 'develop' },
      ],
    });
    try {
      await action().handler(ctx);
      const project = gitlab.projects.get('acme/configured')!;
      expect(project.variables).toEqual([
        { key: 'REGION', value: 'eu' },
        { key: 'DEPLOY_TOKEN', value: 'hidden-value-1', masked: true, environment_scope: 'prod' },
      ]);
      expect(project.protectedBranches).toEqual(['main', 'develop']);
      const develop = await cloneBack(project.bare, 'develop');
      const release = await cloneBack(project.bare, 'release');
      expect([develop.head, release.head]).toEqual([
        ctx.outputs.commitHash,
        ctx.outputs.commitHash,
      ]);
      expect(JSON.stringify(ctx.logs)).not.toContain('hidden-value-1');
    } finally {
      await ctx.cleanup();
    }
  });

  it("creates with the integration's token and makes the token input's user the owner", async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${gitlab.host}?owner=acme&repo=owned`,
      token: BOB.token,
      setUserAsOwner: true,
      branches: [{ name: 'oops', create: true, ref: 'nowhere' }],
    });
    try {
      const failure = await rejectionOf(action().handler(ctx));
      expect(failure.message).toMatch(/Could not create branch oops: .*Invalid reference name/);
      const project = gitlab.projects.get('acme/owned')!;
      expect(project.members).toEqual({ [BOB.id]: 50 });
      const basic = (token: string) => `Basic ${Buffer.from(`oauth2:${token}`).toString('base64')}`;
      expect(gitlab.requests).toContainEqual({
        method: 'POST',
        path: '/api/v4/projects',
        authorization: `Bearer ${TOKEN}`,
      });
      expect(gitlab.requests).toContainEqual({
        method: 'GET',
        path: '/api/v4/user',
        authorization: `Bearer ${BOB.token}`,
      });
      // The push went out as the new owner.
      const pushes = gitlab.requests
        .filter(r => r.path === '/acme/owned.git/git-receive-pack')
        .map(r => r.authorization);
      expect(pushes).toContain(basic(BOB.token));
      expect(pushes).not.toContain(basic(TOKEN));
    } finally {
      await ctx.cleanup();
    }
  });

  it('leaves a project that exists as it is with skipExisting', async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${gitlab.host}?owner=acme/backend&repo=billing`,
      skipExisting: true,
      projectVariables: [{ key: 'NEVER', value: 'set' }],
    });
    try {
      const project = gitlab.projects.get('acme/backend/billing')!;
      const head = (await cloneBack(project.bare, 'main')).head;
      await action().handler(ctx);
      expect(ctx.outputs).toEqual({
        remoteUrl: `${gitlab.url}/acme/backend/billing.git`,
        repoContentsUrl: `${gitlab.url}/acme/backend/billing/-/blob/main`,
        projectId: project.id,
        created: false,
      });
      expect((await cloneBack(project.bare, 'main')).head).toBe(head);
      expect(project.variables).toEqual([]);

      await action().handler({
        ...ctx,
        input: { repoUrl: `${gitlab.host}?owner=acme&repo=fresh`, skipExisting: true },
      });
      expect(ctx.outputs).toMatchObject({ created: true, commitHash: expect.any(String) });
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
