import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { parseRepositoryTreeUrl } from './parseRepositoryTreeUrl';
import { readScmIntegrations } from './readScmIntegrations';

const integrations = readScmIntegrations(
  createConfig({
    integrations: {
      gitlab: [{ host: 'gitlab.example.com' }],
      bitbucketServer: [{ host: 'bitbucket.example.com' }],
      gerrit: [{ host: 'gerrit.example.com' }],
    },
  }),
);
const parse = (url: string) => parseRepositoryTreeUrl(url, integrations.integrationForUrl(url)!);

describe('parseRepositoryTreeUrl', () => {
  it.each([
    [
      'https://github.com/velora/rides/tree/main/docs/handbook',
      { cloneUrl: 'https://github.com/velora/rides.git', ref: 'main', path: 'docs/handbook' },
    ],
    [
      'https://github.com/velora/rides/blob/v2/templates/skeleton',
      { cloneUrl: 'https://github.com/velora/rides.git', ref: 'v2', path: 'templates/skeleton' },
    ],
    [
      'https://github.com/velora/rides',
      { cloneUrl: 'https://github.com/velora/rides.git', path: '' },
    ],
    [
      'https://gitlab.example.com/velora/backend/rides/-/tree/main/docs',
      {
        cloneUrl: 'https://gitlab.example.com/velora/backend/rides.git',
        ref: 'main',
        path: 'docs',
      },
    ],
    [
      'https://bitbucket.org/velora/rides/src/main/handbook/',
      { cloneUrl: 'https://bitbucket.org/velora/rides.git', ref: 'main', path: 'handbook' },
    ],
    [
      'https://bitbucket.example.com/projects/RID/repos/rides/browse/docs?at=refs/heads/release',
      { cloneUrl: 'https://bitbucket.example.com/scm/rid/rides.git', ref: 'release', path: 'docs' },
    ],
    [
      'https://dev.azure.com/velora/mobility/_git/rides?path=/handbook&version=GBmain',
      {
        cloneUrl: 'https://dev.azure.com/velora/mobility/_git/rides',
        ref: 'main',
        path: 'handbook',
      },
    ],
  ])('reads %s', (url, expected) => {
    expect(parse(url)).toEqual(expected);
  });

  it.each([
    ['https://github.com/velora', 'a github URL looks like https://github.com/{owner}/{repo}'],
    ['https://github.com/velora/rides/tree/main/a%2F..%2F..%2Fx', 'its path leaves the repository'],
    [
      'https://gerrit.example.com/plugins/gitiles/rides',
      'reading directories from Gerrit is not supported',
    ],
  ])('refuses %s, saying why', (url, message) => {
    expect(() => parse(url)).toThrow(message);
  });
});
