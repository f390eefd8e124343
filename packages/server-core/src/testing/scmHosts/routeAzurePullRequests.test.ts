import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putRepositoryFile } from './putRepositoryFile';
import { readRepositoryFile } from './readRepositoryFile';
import { startFakeAzure, type FakeAzure } from './startFakeAzure';

const PAT = 'azure-fake-pat';

describe("the Azure DevOps fake's pull request calls", () => {
  let azure: FakeAzure;
  let mainSha = '';
  const call = async (method: string, rest: string, body?: unknown, bearer?: string) => {
    const [path, query = ''] = rest.split('?');
    const url = `${azure.url}/acme/web/_apis/git/repositories/shop${path}?api-version=6.0${query ? `&${query}` : ''}`;
    const authorization = bearer
      ? `Bearer ${bearer}`
      : `Basic ${Buffer.from(`:${PAT}`).toString('base64')}`;
    const response = await fetch(url, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
    };
  };
  const pushBody = (oldObjectId: string) => ({
    refUpdates: [{ name: 'refs/heads/topic', oldObjectId }],
    commits: [
      {
        comment: 'Add b',
        changes: [
          {
            changeType: 'add',
            item: { path: '/b.txt' },
            newContent: { content: 'b', contentType: 'rawtext' },
          },
        ],
      },
    ],
  });

  beforeAll(async () => {
    azure = await startFakeAzure({ token: PAT, projects: ['acme/web'], bearerTokens: ['person'] });
    const repo = await azure.addRepository('acme/web/shop');
    mainSha = await putRepositoryFile(repo.bare, { branch: 'main', path: 'a.txt', content: 'a' });
  });
  afterAll(() => azure?.stop());

  it('describes the repository and lists refs by filter, to a bearer token too', async () => {
    expect((await call('GET', '', undefined, 'person')).body).toMatchObject({
      name: 'shop',
      defaultBranch: 'refs/heads/main',
    });
    expect((await call('GET', '', undefined, 'someone-else')).status).toBe(401);
    expect((await call('GET', '/refs?filter=heads/main')).body).toEqual({
      value: [{ name: 'refs/heads/main', objectId: mainSha }],
      count: 1,
    });
  });

  it('pushes a new branch from a commit, refusing a stale one', async () => {
    const pushed = await call('POST', '/pushes', pushBody(mainSha));
    expect(pushed.status).toBe(201);
    const stale = await call('POST', '/pushes', pushBody(mainSha));
    expect(stale).toMatchObject({
      status: 409,
      body: { typeKey: 'GitReferenceUpdateRejectedException' },
    });
    expect((await call('POST', '/pushes', pushBody('f'.repeat(40)))).status).toBe(409);
    expect((await call('POST', '/pushes', { refUpdates: [] })).status).toBe(400);
  });

  it('opens one active pull request per branch pair and completes it', async () => {
    const open = {
      sourceRefName: 'refs/heads/topic',
      targetRefName: 'refs/heads/main',
      title: 'Add b',
      description: 'Why',
    };
    const first = await call('POST', '/pullrequests', open);
    expect(first).toMatchObject({ status: 201, body: { pullRequestId: 1, status: 'active' } });
    expect(azure.pullRequests[0]).toMatchObject({ files: { 'b.txt': 'b' }, description: 'Why' });
    expect((await call('POST', '/pullrequests', open)).status).toBe(409);
    const missing = await call('POST', '/pullrequests', { ...open, sourceRefName: 'refs/heads/x' });
    expect(missing.status).toBe(400);
    await azure.completePullRequest(1);
    const bare = azure.repos.get('acme/web/shop')!.bare;
    expect((await readRepositoryFile(bare, 'main', 'b.txt')).found).toBe('file');
    expect(azure.pullRequests[0]?.status).toBe('completed');
  });
});
