import { existsSync, promises as fs, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockActionContext } from '../../testing';
import { createPublishGitAction } from './createPublishGitAction';
import { git, startGitHttpServer, type GitHttpServer } from '@atrium/server-core/testing';
import { cloneBack, publishWorkspace } from './testing/publishTestKit';

type Input = Parameters<ReturnType<typeof createPublishGitAction>['handler']>[0]['input'];

const TOKEN = 'glpat-secret-token-1234';

/** Every process's command line, as `ps` shows them (Linux). */
function readCommandLines(): string[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter(entry => /^\d+$/.test(entry))
    .map(pid => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      } catch {
        return '';
      }
    });
}

describe('publish:git', () => {
  const commandLines: string[] = [];
  let server: GitHttpServer;
  let host: string;

  beforeAll(async () => {
    server = await startGitHttpServer({
      username: 'oauth2',
      password: TOKEN,
      onRequest: () => commandLines.push(...readCommandLines()),
    });
    host = new URL(server.url).host;
  });
  afterAll(() => server?.stop());

  const actionWith = (token: string) =>
    createPublishGitAction({
      integrations: readScmIntegrations(
        createConfig({ integrations: { gitlab: [{ host, token, baseUrl: server.url }] } }),
      ),
      defaultAuthor: { name: 'Portal Bot', email: 'bot@example.com' },
    });

  const workspaceWith = (input: Input) => publishWorkspace(input);

  it('pushes the workspace to a repoUrl over http with the integration token', async () => {
    const bare = await server.createRepository('acme/service.git');
    let ctx: MockActionContext<Input> | undefined;
    try {
      ctx = await workspaceWith({
        repoUrl: `${host}?owner=acme&repo=service`,
        sourcePath: 'service',
        gitCommitMessage: 'Create the service',
      });
      await actionWith(TOKEN).handler(ctx);

      const clone = await cloneBack(bare, 'main');
      expect(clone.files.sort()).toEqual(['README.md', 'src/index.js']);
      expect(clone.author).toBe('Portal Bot <bot@example.com>');
      expect(clone.message).toBe('Create the service');
      expect(clone.contents['src/index.js']).toBe('run();\n');

      expect(ctx.outputs).toEqual({
        remoteUrl: `${server.url}/acme/service.git`,
        repoContentsUrl: `${server.url}/acme/service/-/blob/main`,
        commitHash: (await git(['--git-dir', bare, 'rev-parse', 'main'])).trim(),
      });
      // The workspace holds the files alone: the repository was kept outside it.
      await expect(fs.stat(path.join(ctx.workspacePath, 'service/.git'))).rejects.toThrow();
      expect(JSON.stringify(ctx.outputs) + JSON.stringify(ctx.logs)).not.toContain(TOKEN);
      // While git pushed, no command line held the token or the header made of it.
      const pushing = commandLines.filter(line => line.includes('acme/service.git'));
      expect(pushing.length).toBeGreaterThan(0);
      const header = Buffer.from(`oauth2:${TOKEN}`).toString('base64');
      expect(commandLines.filter(line => line.includes(TOKEN) || line.includes(header))).toEqual(
        [],
      );
    } finally {
      await ctx?.cleanup();
    }
  });

  it('pushes to a plain remoteUrl on another branch, with the author the step names', async () => {
    const bare = await server.createRepository('acme/plain.git');
    const ctx = await workspaceWith({
      remoteUrl: `${server.url}/acme/plain.git`,
      defaultBranch: 'trunk',
      gitAuthorName: 'Alice',
      gitAuthorEmail: 'alice@example.com',
    });
    try {
      await actionWith(TOKEN).handler(ctx);
      const clone = await cloneBack(bare, 'trunk');
      expect(clone.files.sort()).toEqual([
        'notes.txt',
        'service/README.md',
        'service/src/index.js',
      ]);
      expect(clone.author).toBe('Alice <alice@example.com>');
      expect(clone.message).toBe('initial commit');
    } finally {
      await ctx.cleanup();
    }
  });

  it('fails clearly with a wrong token, without the token in the error', async () => {
    await server.createRepository('acme/denied.git');
    const wrong = 'glpat-wrong-token-5678';
    const ctx = await workspaceWith({ repoUrl: `${host}?owner=acme&repo=denied` });
    try {
      const error = await actionWith(wrong)
        .handler(ctx)
        .then(
          () => undefined,
          (e: Error) => e,
        );
      expect(error?.message).toMatch(
        new RegExp(
          `^Pushing to ${server.url}/acme/denied.git failed: the host refused the credentials of its integration for ${host}`,
        ),
      );
      expect(error?.message).not.toContain(wrong);
      expect(error?.message).not.toContain(Buffer.from(`oauth2:${wrong}`).toString('base64'));
      expect(server.requests.at(-1)?.authorization).toBe(
        `Basic ${Buffer.from(`oauth2:${wrong}`).toString('base64')}`,
      );
    } finally {
      await ctx.cleanup();
    }
  });

  it('refuses remotes it must not push to', async () => {
    const ctx = await workspaceWith({ remoteUrl: 'x' });
    const action = actionWith(TOKEN);
    const cases: Array<[Input, RegExp]> = [
      [{ remoteUrl: `http://oauth2:${TOKEN}@${host}/a/b.git` }, /must not carry credentials/],
      [{ remoteUrl: 'ext::sh -c touch% /tmp/pwned' }, /must be an http\(s\) URL/],
      [{ remoteUrl: '/srv/git/repo.git' }, /outside scaffolder.localRepositoryRoots/],
      [{ repoUrl: 'unknown.example.com?owner=a&repo=b' }, /No integration found for host/],
      [{ repoUrl: `${host}?owner=acme` }, /missing repo/],
      [{ repoUrl: `${host}?owner=..&repo=b` }, /bad owner/],
      [
        { remoteUrl: `${server.url}/a.git`, defaultBranch: '--upload-pack=x' },
        /not a valid branch/,
      ],
      [{ remoteUrl: `${server.url}/a.git`, sourcePath: '../' }, /outside the workspace/],
      [{ remoteUrl: `${server.url}/a.git`, sourcePath: 'nope' }, /'nope' is not a directory/],
      [{}, /Either repoUrl or remoteUrl is required/],
    ];
    try {
      for (const [input, error] of cases) {
        await expect(action.handler({ ...ctx, input }), JSON.stringify(input)).rejects.toThrow(
          error,
        );
      }
    } finally {
      await ctx.cleanup();
    }
  });

  it('pushes to a local bare repository below a configured root', async () => {
    const bare = await server.createRepository('local/repo.git');
    const ctx = await workspaceWith({ remoteUrl: `file://${bare}` });
    try {
      await createPublishGitAction({
        integrations: readScmIntegrations(createConfig({})),
        localRepositoryRoots: [path.join(server.root, 'local')],
      }).handler(ctx);
      expect((await cloneBack(bare, 'main')).author).toBe('Scaffolder <scaffolder@atrium.local>');
      expect(ctx.outputs.remoteUrl).toBe(bare);
    } finally {
      await ctx.cleanup();
    }
  });

  it('makes the bare repository a repoUrl on the local host names, on its first push', async () => {
    const ctx = await workspaceWith({ repoUrl: 'localhost?owner=velora&repo=payments' });
    const root = path.join(server.root, 'made');
    try {
      await createPublishGitAction({
        integrations: readScmIntegrations(createConfig({})),
        localRepositoryRoots: [root],
        localRepositoryHost: 'localhost',
      }).handler(ctx);
      const bare = path.join(root, 'velora', 'payments.git');
      expect(ctx.outputs.remoteUrl).toBe(bare);
      expect(ctx.outputs.repoContentsUrl).toBe(`file://${bare}`);
      expect((await cloneBack(bare, 'main')).author).toBe('Scaffolder <scaffolder@atrium.local>');
    } finally {
      await ctx.cleanup();
    }
  });
});
