import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putRepositoryFile } from '../../testing/scmHosts/putRepositoryFile';
import { startFakeGitlab, type FakeGitlab } from '../../testing/scmHosts/startFakeGitlab';
import type { ScmIntegration } from '../ScmIntegration';
import { nextPageUrl } from '../createHostApiClient';
import { createGitlabApi } from './createGitlabApi';

const TOKEN = 'glpat-api-client';

describe('nextPageUrl', () => {
  const url = 'https://gitlab.example.com/api/v4/groups/7/projects?per_page=100';
  it('follows Link rel="next" first', () => {
    const headers = new Headers({
      link: '<https://gitlab.example.com/api/v4/x?page=2>; rel="next", <https://gitlab.example.com/api/v4/x?page=9>; rel="last"',
      'x-next-page': '5',
    });
    expect(nextPageUrl(url, headers)).toBe('https://gitlab.example.com/api/v4/x?page=2');
  });

  it('sets `page` to X-Next-Page without a Link header, and stops on an empty one', () => {
    expect(nextPageUrl(url, new Headers({ 'x-next-page': '3' }))).toBe(
      'https://gitlab.example.com/api/v4/groups/7/projects?per_page=100&page=3',
    );
    expect(nextPageUrl(url, new Headers({ 'x-next-page': '' }))).toBeUndefined();
    expect(nextPageUrl(url, new Headers({ 'x-next-page': '2; drop' }))).toBeUndefined();
    expect(nextPageUrl(url, new Headers())).toBeUndefined();
  });
});

describe('createGitlabApi', () => {
  let gitlab: FakeGitlab;
  const integration = (token = TOKEN): ScmIntegration => ({
    type: 'gitlab',
    host: gitlab.host,
    title: gitlab.host,
    baseUrl: gitlab.url,
    apiBaseUrl: gitlab.apiBaseUrl,
    token,
  });

  beforeAll(async () => {
    gitlab = await startFakeGitlab({ token: TOKEN, username: 'bot' });
    for (let i = 0; i < 130; i++) await gitlab.addProject(`acme/p${i}`);
    const project = gitlab.projects.get('acme/p0')!;
    await putRepositoryFile(project.bare, { branch: 'main', path: 'a.yaml', content: 'a: 1\n' });
  });
  afterAll(() => gitlab?.stop());

  it('reads every page of a list with the token, then only asks whether it changed', async () => {
    const api = createGitlabApi(integration());
    const first = await api.list<{ path_with_namespace: string }>('/groups/acme/projects');
    expect(first.body).toHaveLength(130);
    expect(first.fromCache).toBe(false);
    expect(api.usage).toEqual({ counted: 2, notModified: 0 });
    const again = await api.list('/groups/acme/projects');
    expect(again.body).toHaveLength(130);
    expect(again.fromCache).toBe(true);
    expect(api.usage).toEqual({ counted: 2, notModified: 2 });
    const sent = gitlab.requests.filter(r => r.path === '/api/v4/groups/acme/projects');
    expect(sent.every(r => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('answers NotFoundError for a 404, naming the host and path', async () => {
    const api = createGitlabApi(integration());
    await expect(api.get('/groups/nowhere')).rejects.toThrow(
      `${gitlab.host} /api/v4/groups/nowhere was not found (HTTP 404)`,
    );
  });

  it('names the integration for a refused token, never the token', async () => {
    const api = createGitlabApi(integration('glpat-wrong-secret'));
    const error = await api.get('/groups/acme').catch((e: unknown) => e);
    expect(String(error)).toMatch(/HTTP 401.*integrations\.gitlab/);
    expect(String(error)).not.toContain('glpat-wrong-secret');
  });

  it('stops asking while the rate limit is reached', async () => {
    const api = createGitlabApi(integration());
    gitlab.rateLimit.limitNext(1, { resetInSeconds: 60 });
    await expect(api.get('/groups/acme')).rejects.toThrow(/rate limit of .* is reached/);
    const before = gitlab.requests.length;
    await expect(api.get('/groups/acme')).rejects.toThrow(/rate limit of .* is reached/);
    // Refused before it was sent.
    expect(gitlab.requests.length).toBe(before);
  });
});
