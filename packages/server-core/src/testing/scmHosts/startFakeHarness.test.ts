import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putRepositoryFile } from './putRepositoryFile';
import { startFakeHarness, type FakeHarness } from './startFakeHarness';

describe('the Harness Code fake', () => {
  let harness: FakeHarness;
  const api = () => `${harness.url}/gateway/code/api/v1/repos`;
  const get = (path: string, headers: Record<string, string> = { 'x-api-key': 'pat.key' }) =>
    fetch(`${api()}${path}`, { headers });
  const raw = '/acct/velora/mobility/rides/+/raw/docs/a.yaml?routingId=acct';

  beforeAll(async () => {
    harness = await startFakeHarness({ accountId: 'acct', apiKey: 'pat.key' });
    const rides = await harness.addRepository('velora/mobility/rides');
    await putRepositoryFile(rides.bare, { branch: 'main', path: 'docs/a.yaml', content: 'main' });
    await putRepositoryFile(rides.bare, { branch: 'feature/x', path: 'docs/a.yaml', content: 'x' });
    const top = await harness.addRepository('top');
    await putRepositoryFile(top.bare, { branch: 'main', path: 'a.md', content: 'account' });
  });
  afterAll(() => harness?.stop());

  it('answers raw files at a branch with the blob id as ETag, and 304 to it', async () => {
    const response = await get(`${raw}&git_ref=refs/heads/feature/x`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('x');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^[0-9a-f]{40}$/);
    const again = await get(`${raw}&git_ref=refs/heads/feature/x`, {
      'x-api-key': 'pat.key',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(await (await get(raw)).text()).toBe('main');
  });

  it('reads the repo ref as segments or as one encoded segment, at any scope', async () => {
    const encoded = await get('/acct%2Fvelora%2Fmobility%2Frides/+/raw/docs/a.yaml?routingId=acct');
    expect(await encoded.text()).toBe('main');
    expect(await (await get('/acct/top/+/raw/a.md?routingId=acct')).text()).toBe('account');
  });

  it('answers the content API with the file in base64 and the latest commit', async () => {
    const response = await get(
      '/acct/velora/mobility/rides/+/content/docs/a.yaml?routingId=acct&include_commit=true&git_ref=refs/heads/main',
    );
    const body = (await response.json()) as { content: { data: string }; latest_commit: object };
    expect(body).toMatchObject({
      type: 'file',
      path: 'docs/a.yaml',
      content: { encoding: 'base64' },
    });
    expect(Buffer.from(body.content.data, 'base64').toString()).toBe('main');
    expect(body.latest_commit).toMatchObject({ sha: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it('needs the API key, the routing id, and answers 404 for what it lacks', async () => {
    expect((await get(raw, {})).status).toBe(401);
    expect((await get(raw, { 'x-api-key': 'wrong' })).status).toBe(401);
    expect((await get(raw.replace('?routingId=acct', ''))).status).toBe(400);
    const missing = await get(raw.replace('a.yaml', 'b.yaml'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Path not found' });
    expect((await get(raw.replace('rides', 'gone'))).status).toBe(404);
  });

  it('refuses with a bare 429 when the limit is switched on', async () => {
    harness.rateLimit.limitNext(1);
    const response = await get(raw);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBeNull();
    expect((await get(raw)).status).toBe(200);
  });
});
