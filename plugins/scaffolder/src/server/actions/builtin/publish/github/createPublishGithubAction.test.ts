import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { startFakeGithub, type FakeGithub } from '@atrium/server-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneBack, publishWorkspace, rejectionOf } from '../testing/publishTestKit';
import { createFakeGithubActions } from '../testing/fakeGithubActions';
import { createGithubRepoCreateAction } from './createGithubRepoCreateAction';
import { createGithubRepoPushAction } from './createGithubRepoPushAction';
import { createPublishGithubAction } from './createPublishGithubAction';

const TOKEN = 'ghp_integrationSecretToken123';

describe('GitHub publishing actions', () => {
  let github: FakeGithub;
  const actions = createFakeGithubActions();
  const options = (token: string | false = TOKEN) => ({
    integrations: readScmIntegrations(
      createConfig({
        integrations: {
          github: [
            {
              host: github.host,
              baseUrl: github.url,
              apiBaseUrl: github.apiBaseUrl,
              token: token || undefined,
            },
          ],
        },
      }),
    ),
    defaultAuthor: { name: 'Portal Bot', email: 'bot@example.com' },
  });

  beforeAll(async () => {
    github = await startFakeGithub({ token: TOKEN, login: 'octo', extraRoutes: actions.route });
    github.accounts.set('acme', { type: 'Organization', teams: ['platform'] });
    github.accounts.set('alice', { type: 'User' });
  });
  afterAll(() => github?.stop());

  it('publish:github creates an organisation repository, pushes, sets topics, access and protection', async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${github.host}?owner=acme&repo=service`,
      description: 'A service',
      repoVisibility: 'internal' as const,
      sourcePath: 'service',
      topics: ['Node', 'service'],
      access: 'acme/platform',
      collaborators: [{ user: 'alice', access: 'push' as const }],
      deleteBranchOnMerge: true,
      gitCommitMessage: 'Create the service',
    });
    try {
      await createPublishGithubAction(options()).handler(ctx);
      const repo = github.repos.get('acme/service')!;
      expect(repo).toMatchObject({
        visibility: 'internal',
        private: true,
        description: 'A service',
        delete_branch_on_merge: true,
        topics: ['node', 'service'],
        teams: { platform: 'admin' },
        collaborators: { alice: 'push' },
      });
      expect(repo.protection).toMatchObject({ enforce_admins: true });
      const clone = await cloneBack(repo.bare, 'main');
      expect(clone.files).toEqual(['README.md', 'src/index.js']);
      expect(clone.author).toBe('Portal Bot <bot@example.com>');
      expect(clone.message).toBe('Create the service');
      expect(ctx.outputs).toEqual({
        remoteUrl: `${github.url}/acme/service.git`,
        repoContentsUrl: `${github.url}/acme/service/blob/main`,
        commitHash: clone.head,
      });
      expect(JSON.stringify([ctx.logs, ctx.outputs])).not.toContain(TOKEN);
    } finally {
      await ctx.cleanup();
    }
  });

  it('publish:github sets Actions variables and sealed secrets, repository settings and protection rules', async () => {
    const secretValue = 'npm_topSecretValue42';
    const ctx = await publishWorkspace({
      repoUrl: `${github.host}?owner=acme&repo=configured`,
      repoVariables: { REGION: 'eu-west-1', STAGE: 'dev' },
      secrets: { NPM_TOKEN: secretValue, DEPLOY_KEY: 'key – ünïcode' },
      customProperties: { team: 'platform', tier: ['gold'] },
      squashMergeCommitTitle: 'PR_TITLE' as const,
      squashMergeCommitMessage: 'PR_BODY' as const,
      allowUpdateBranch: true,
      subscribe: true,
      dismissStaleReviews: true,
      requireLastPushApproval: true,
      bypassPullRequestAllowances: { users: ['alice'], teams: ['platform'] },
      restrictions: { users: ['alice'], teams: [] },
      requiredLinearHistory: true,
      requiredCommitSigning: true,
    });
    try {
      await createPublishGithubAction(options()).handler(ctx);
      const repo = github.repos.get('acme/configured')!;
      expect(actions.settingsOf('acme/configured')).toEqual({
        variables: { REGION: 'eu-west-1', STAGE: 'dev' },
        secrets: { NPM_TOKEN: secretValue, DEPLOY_KEY: 'key – ünïcode' },
      });
      expect(repo).toMatchObject({
        custom_properties: { team: 'platform', tier: ['gold'] },
        squash_merge_commit_title: 'PR_TITLE',
        squash_merge_commit_message: 'PR_BODY',
        allow_update_branch: true,
        subscription: { subscribed: true, ignored: false },
        autoInit: false,
        requiredSignatures: true,
      });
      expect(repo.protection).toMatchObject({
        required_pull_request_reviews: {
          dismiss_stale_reviews: true,
          require_last_push_approval: true,
          bypass_pull_request_allowances: { users: ['alice'], teams: ['platform'] },
        },
        restrictions: { users: ['alice'], teams: [] },
        required_linear_history: true,
      });
      expect(ctx.logs).toContainEqual({
        level: 'info',
        message: 'Added the Actions secret NPM_TOKEN',
      });
      expect(JSON.stringify(ctx.logs)).not.toContain(secretValue);
    } finally {
      await ctx.cleanup();
    }
  });

  it('github:repo:create may start the repository with a commit', async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${github.host}?owner=acme&repo=initialised`,
      autoInit: true,
    });
    try {
      await createGithubRepoCreateAction(options()).handler(ctx);
      expect(github.repos.get('acme/initialised')?.autoInit).toBe(true);
      expect(
        createPublishGithubAction(options()).schema?.input?.safeParse({
          repoUrl: 'x',
          autoInit: true,
        }).data,
      ).toEqual({ repoUrl: 'x' });
    } finally {
      await ctx.cleanup();
    }
  });

  it("publish:github creates the signed-in user's repository with the step's own token", async () => {
    const ctx = await publishWorkspace({
      repoUrl: `${github.host}?owner=octo&repo=mine`,
      token: TOKEN,
      repoVisibility: 'public' as const,
      protectDefaultBranch: false,
      defaultBranch: 'trunk',
    });
    try {
      // The integration has no token of its own: the step's is used for the API and git.
      await createPublishGithubAction(options(false)).handler(ctx);
      const repo = github.repos.get('octo/mine')!;
      expect(repo.private).toBe(false);
      expect(repo.protection).toBeUndefined();
      const clone = await cloneBack(repo.bare, 'trunk');
      expect(clone.files).toEqual(['notes.txt', 'service/README.md', 'service/src/index.js']);
      expect(
        github.requests.some(r => r.method === 'POST' && r.path === '/api/v3/user/repos'),
      ).toBe(true);
    } finally {
      await ctx.cleanup();
    }
  });

  it('github:repo:create then github:repo:push', async () => {
    const repoUrl = `${github.host}?owner=acme&repo=split`;
    const ctx = await publishWorkspace({ repoUrl });
    try {
      await createGithubRepoCreateAction(options()).handler(ctx);
      expect(ctx.outputs).toEqual({ remoteUrl: `${github.url}/acme/split.git` });
      const repo = github.repos.get('acme/split')!;
      expect(repo.visibility).toBe('private');
      await createGithubRepoPushAction(options()).handler({
        ...ctx,
        input: { repoUrl, gitAuthorName: 'Alice', gitAuthorEmail: 'alice@example.com' },
      });
      const clone = await cloneBack(repo.bare, 'main');
      expect(clone.author).toBe('Alice <alice@example.com>');
      expect(ctx.outputs).toMatchObject({
        repoContentsUrl: `${github.url}/acme/split/blob/main`,
        commitHash: clone.head,
      });
      expect(repo.protection).toBeDefined();
    } finally {
      await ctx.cleanup();
    }
  });

  it('says clearly when the name is taken, the owner is unknown or the token refused', async () => {
    const ctx = await publishWorkspace({ repoUrl: `${github.host}?owner=acme&repo=service` });
    const action = createPublishGithubAction(options());
    try {
      const taken = await rejectionOf(action.handler(ctx));
      expect(taken.name).toBe('ConflictError');
      expect(taken.message).toBe(`The repository acme/service already exists on ${github.host}`);

      const unknown = await rejectionOf(
        action.handler({ ...ctx, input: { repoUrl: `${github.host}?owner=nobody&repo=x` } }),
      );
      expect(unknown.name).toBe('NotFoundError');
      expect(unknown.message).toBe(`No user or organisation named nobody on ${github.host}`);

      const wrong = 'ghp_wrongTokenValue999';
      const refused = await rejectionOf(
        createPublishGithubAction(options(wrong)).handler({
          ...ctx,
          input: { repoUrl: `${github.host}?owner=acme&repo=other` },
        }),
      );
      expect(refused.name).toBe('NotAllowedError');
      expect(refused.message).toContain('401: Bad credentials');
      expect(refused.message).not.toContain(wrong);

      const otherUser = await rejectionOf(
        action.handler({ ...ctx, input: { repoUrl: `${github.host}?owner=alice&repo=x` } }),
      );
      expect(otherUser.message).toMatch(/the token belongs to octo/);

      const noToken = await rejectionOf(
        createPublishGithubAction(options(false)).handler({
          ...ctx,
          input: { repoUrl: `${github.host}?owner=acme&repo=x` },
        }),
      );
      expect(noToken.message).toBe(
        `No token configured for ${github.host}; add one under integrations.github`,
      );
      const noIntegration = await rejectionOf(
        action.handler({ ...ctx, input: { repoUrl: 'git.example.com?owner=a&repo=b' } }),
      );
      expect(noIntegration.message).toMatch(/No integration found for host git.example.com/);
      expect(JSON.stringify(ctx.logs)).not.toContain(TOKEN);
    } finally {
      await ctx.cleanup();
    }
  });
});
