import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, createGitlabApi, type GitlabApi } from '@atrium/server-core';
import { putRepositoryFile, startFakeGitlab, type FakeGitlab } from '@atrium/server-core/testing';
import { readGitlabConfigs } from '../config/readGitlabConfigs';
import { discoverProjects } from './discoverProjects';

const TOKEN = 'glpat-discovery';

describe('discoverProjects', () => {
  let gitlab: FakeGitlab;
  let api: GitlabApi;
  const configOf = (keys: Record<string, unknown>) =>
    readGitlabConfigs(
      createConfig({
        catalog: { providers: { gitlab: { acme: { host: gitlab.host, ...keys } } } },
      }),
    )[0]!;
  const targets = async (keys: Record<string, unknown>) =>
    (await discoverProjects(api, configOf(keys)))
      .map(entity => (entity as { spec: { target: string } }).spec.target)
      .sort();

  beforeAll(async () => {
    gitlab = await startFakeGitlab({ token: TOKEN, username: 'bot' });
    const files: Array<[string, string, string | null, string]> = [
      ['acme/root-file', 'main', 'main', 'catalog-info.yaml'],
      ['acme/team/nested-file', 'main', 'main', 'docs/catalog-info.yaml'],
      ['acme/no-default', 'master', null, 'catalog-info.yaml'],
      ['other/elsewhere', 'main', 'main', 'catalog-info.yaml'],
    ];
    for (const [path, branch, defaultBranch, file] of files) {
      const project = await gitlab.addProject(path);
      project.default_branch = defaultBranch;
      await putRepositoryFile(project.bare, { branch, path: file, content: 'kind: Component\n' });
    }
    api = createGitlabApi({
      type: 'gitlab',
      host: gitlab.host,
      title: gitlab.host,
      baseUrl: gitlab.url,
      apiBaseUrl: gitlab.apiBaseUrl,
      token: TOKEN,
    });
  });
  afterAll(() => gitlab?.stop());

  it("finds the file at each project's default branch, else at fallbackBranch, as blob URLs", async () => {
    expect(await targets({ group: 'acme' })).toEqual([
      `${gitlab.url}/acme/no-default/-/blob/master/catalog-info.yaml`,
      `${gitlab.url}/acme/root-file/-/blob/main/catalog-info.yaml`,
    ]);
  });

  it('finds a nested entityFilename in its directory, in subgroups too', async () => {
    expect(await targets({ group: 'acme', entityFilename: 'docs/catalog-info.yaml' })).toEqual([
      `${gitlab.url}/acme/team/nested-file/-/blob/main/docs/catalog-info.yaml`,
    ]);
  });

  it('reads the configured branch and finds nothing where it does not exist', async () => {
    expect(await targets({ group: 'acme', branch: 'master' })).toEqual([
      `${gitlab.url}/acme/no-default/-/blob/master/catalog-info.yaml`,
    ]);
  });

  it('reads every project the token sees without a group, filtered by projectPattern', async () => {
    expect(await targets({ projectPattern: '^other/' })).toEqual([
      `${gitlab.url}/other/elsewhere/-/blob/main/catalog-info.yaml`,
    ]);
  });

  it('answers nothing new and spends only 304s while nothing changes', async () => {
    await targets({ group: 'acme' });
    const counted = api.usage.counted;
    await targets({ group: 'acme' });
    expect(api.usage.counted).toBe(counted);
  });
});
