import { InputError } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import type { ScmIntegration } from '../ScmIntegration';
import { fileRequestFor } from './fileRequestFor';
import { testIntegration } from './testIntegration';

const github = testIntegration('github', 'github.com', { apiBaseUrl: 'https://api.github.com' });
const githubWithToken = { ...github, token: 'ghp_secret' };
const ghe = testIntegration('github', 'ghe.example.com', {
  apiBaseUrl: 'https://ghe.example.com/api/v3',
  rawBaseUrl: 'https://ghe.example.com/raw',
});
const gitlab = testIntegration('gitlab', 'gitlab.com', { apiBaseUrl: 'https://gitlab.com/api/v4' });
const gitlabUnderPath = testIntegration('gitlab', 'gitlab.example.com', {
  baseUrl: 'https://gitlab.example.com/gitlab',
});
const bitbucketCloud = testIntegration('bitbucketCloud', 'bitbucket.org', {
  apiBaseUrl: 'https://api.bitbucket.org/2.0',
});
const bitbucketServer = testIntegration('bitbucketServer', 'bitbucket.example.com');
const azure = testIntegration('azure', 'dev.azure.com');
const visualStudio = testIntegration('azure', 'velora.visualstudio.com');
const azureServer = testIntegration('azure', 'tfs.example.com', {
  baseUrl: 'https://tfs.example.com/tfs',
});
const gitea = testIntegration('gitea', 'gitea.example.com');
const gerrit = testIntegration('gerrit', 'gerrit.example.com', {
  gitilesBaseUrl: 'https://gerrit.example.com/plugins/gitiles',
});
const gerritWithPassword = { ...gerrit, username: 'ci', password: 'http-password' };
const harness = testIntegration('harness', 'app.harness.io');
const codeCommit = testIntegration('awsCodeCommit', 'git-codecommit.eu-west-1.amazonaws.com');

const RAW = { accept: 'application/vnd.github.v3.raw' };

describe('fileRequestFor', () => {
  it.each<[string, ScmIntegration, string, string, Record<string, string>?]>([
    [
      'GitHub without a credential: the raw host',
      github,
      'https://github.com/velora/rides/blob/main/catalog-info.yaml',
      'https://raw.githubusercontent.com/velora/rides/main/catalog-info.yaml',
      {},
    ],
    [
      'GitHub with a token: the contents API',
      githubWithToken,
      'https://github.com/velora/rides/blob/main/docs/catalog-info.yaml',
      'https://api.github.com/repos/velora/rides/contents/docs/catalog-info.yaml?ref=main',
      RAW,
    ],
    [
      'GitHub tree URLs, which GitHub redirects to blob',
      githubWithToken,
      'https://github.com/velora/rides/tree/v2/mkdocs.yml',
      'https://api.github.com/repos/velora/rides/contents/mkdocs.yml?ref=v2',
      RAW,
    ],
    [
      'GitHub raw URLs',
      githubWithToken,
      'https://raw.githubusercontent.com/velora/rides/main/docs/index.md',
      'https://api.github.com/repos/velora/rides/contents/docs/index.md?ref=main',
      RAW,
    ],
    [
      'GitHub Apps, which make tokens on demand, through the API',
      { ...github, githubApps: [{ appId: '1', privateKey: 'pem' }] },
      'https://github.com/velora/rides/blob/main/a.yaml',
      'https://api.github.com/repos/velora/rides/contents/a.yaml?ref=main',
      RAW,
    ],
    [
      'GitHub paths needing encoding',
      githubWithToken,
      'https://github.com/velora/rides/blob/main/docs/my%20notes%23draft.md',
      'https://api.github.com/repos/velora/rides/contents/docs/my%20notes%23draft.md?ref=main',
      RAW,
    ],
    [
      'GitHub Enterprise raw files under the host',
      ghe,
      'https://ghe.example.com/velora/rides/blob/main/a.yaml',
      'https://ghe.example.com/raw/velora/rides/main/a.yaml',
      {},
    ],
    [
      'GitHub Enterprise raw URLs through the API',
      { ...ghe, token: 't' },
      'https://ghe.example.com/raw/velora/rides/main/a.yaml',
      'https://ghe.example.com/api/v3/repos/velora/rides/contents/a.yaml?ref=main',
      RAW,
    ],
    [
      'GitHub Enterprise without configured API or raw URLs',
      testIntegration('github', 'ghe.example.com'),
      'https://ghe.example.com/velora/rides/blob/main/a.yaml',
      'https://ghe.example.com/api/v3/repos/velora/rides/contents/a.yaml?ref=main',
      RAW,
    ],
    [
      'GitLab subgroups',
      gitlab,
      'https://gitlab.com/velora/backend/rides/-/blob/main/docs/index.md',
      'https://gitlab.com/api/v4/projects/velora%2Fbackend%2Frides/repository/files/docs%2Findex.md/raw?ref=main',
    ],
    [
      'GitLab legacy blob URLs',
      gitlab,
      'https://gitlab.com/velora/rides/blob/v1.2/catalog-info.yaml',
      'https://gitlab.com/api/v4/projects/velora%2Frides/repository/files/catalog-info.yaml/raw?ref=v1.2',
    ],
    [
      'GitLab raw URLs',
      gitlab,
      'https://gitlab.com/velora/rides/-/raw/main/catalog-info.yaml',
      'https://gitlab.com/api/v4/projects/velora%2Frides/repository/files/catalog-info.yaml/raw?ref=main',
    ],
    [
      'GitLab under a path',
      gitlabUnderPath,
      'https://gitlab.example.com/gitlab/velora/rides/-/blob/main/a.yaml',
      'https://gitlab.example.com/gitlab/api/v4/projects/velora%2Frides/repository/files/a.yaml/raw?ref=main',
    ],
    [
      'Bitbucket Cloud',
      bitbucketCloud,
      'https://bitbucket.org/velora/rides/src/main/docs/catalog-info.yaml',
      'https://api.bitbucket.org/2.0/repositories/velora/rides/src/main/docs/catalog-info.yaml',
    ],
    [
      'Bitbucket Server at a ref',
      bitbucketServer,
      'https://bitbucket.example.com/projects/RID/repos/rides/browse/docs/catalog-info.yaml?at=refs/heads/release',
      'https://bitbucket.example.com/rest/api/1.0/projects/RID/repos/rides/raw/docs/catalog-info.yaml?at=refs%2Fheads%2Frelease',
    ],
    [
      'Bitbucket Server on the default branch',
      bitbucketServer,
      'https://bitbucket.example.com/projects/RID/repos/rides/browse/catalog-info.yaml',
      'https://bitbucket.example.com/rest/api/1.0/projects/RID/repos/rides/raw/catalog-info.yaml?at=',
    ],
    [
      'Azure DevOps',
      azure,
      'https://dev.azure.com/velora/mobility/_git/rides?path=/catalog-info.yaml&version=GBmain&_a=contents',
      'https://dev.azure.com/velora/mobility/_apis/git/repositories/rides/items?api-version=6.0&path=%2Fcatalog-info.yaml&versionDescriptor.version=main&versionDescriptor.versionType=branch',
    ],
    [
      'Azure DevOps projects named as their repository',
      azure,
      'https://dev.azure.com/velora/_git/rides?path=/docs/a.yaml',
      'https://dev.azure.com/velora/rides/_apis/git/repositories/rides/items?api-version=6.0&path=%2Fdocs%2Fa.yaml',
    ],
    [
      'Azure DevOps on visualstudio.com',
      visualStudio,
      'https://velora.visualstudio.com/mobility/_git/rides?path=/a.yaml&version=GBdev',
      'https://velora.visualstudio.com/mobility/_apis/git/repositories/rides/items?api-version=6.0&path=%2Fa.yaml&versionDescriptor.version=dev&versionDescriptor.versionType=branch',
    ],
    [
      'Azure DevOps Server collections',
      azureServer,
      'https://tfs.example.com/tfs/DefaultCollection/mobility/_git/rides?path=/a.yaml',
      'https://tfs.example.com/tfs/DefaultCollection/mobility/_apis/git/repositories/rides/items?api-version=6.0&path=%2Fa.yaml',
    ],
    [
      'Harness Code',
      harness,
      'https://app.harness.io/ng/account/acct/module/code/orgs/velora/projects/mobility/repos/rides/files/main/~/catalog-info.yaml',
      'https://app.harness.io/gateway/code/api/v1/repos/acct/velora/mobility/rides/+/raw/catalog-info.yaml?routingId=acct&git_ref=refs/heads/main',
    ],
  ])('reads %s', (_, integration, url, expectedUrl, headers = {}) => {
    expect(fileRequestFor(integration, url)).toEqual({ url: expectedUrl, headers, decode: 'raw' });
  });

  it('reads Gitea through the raw endpoint, which answers the bytes with an ETag', () => {
    expect(
      fileRequestFor(gitea, 'https://gitea.example.com/velora/rides/src/branch/main/docs/a.yaml'),
    ).toEqual({
      url: 'https://gitea.example.com/api/v1/repos/velora/rides/raw/docs/a.yaml?ref=main',
      headers: {},
      decode: 'raw',
    });
  });

  it.each<[string, ScmIntegration, string, string]>([
    [
      'Gerrit anonymously',
      gerrit,
      'https://gerrit.example.com/plugins/gitiles/platform/rides/+/refs/heads/main/catalog-info.yaml',
      'https://gerrit.example.com/projects/platform%2Frides/branches/main/files/catalog-info.yaml/content',
    ],
    [
      'Gerrit with a password, under /a/',
      gerritWithPassword,
      'https://gerrit.example.com/plugins/gitiles/rides/+/refs/heads/main/docs/index.md',
      'https://gerrit.example.com/a/projects/rides/branches/main/files/docs%2Findex.md/content',
    ],
    [
      'Gerrit gitiles URLs behind /a/',
      gerrit,
      'https://gerrit.example.com/a/plugins/gitiles/rides/+/main/a.yaml',
      'https://gerrit.example.com/projects/rides/branches/main/files/a.yaml/content',
    ],
    [
      'Gerrit at a commit',
      gerrit,
      'https://gerrit.example.com/plugins/gitiles/rides/+/0123456789abcdef0123456789abcdef01234567/a.yaml',
      'https://gerrit.example.com/projects/rides/commits/0123456789abcdef0123456789abcdef01234567/files/a.yaml/content',
    ],
  ])('reads %s as base64 text', (_, integration, url, expectedUrl) => {
    expect(fileRequestFor(integration, url)).toEqual({
      url: expectedUrl,
      headers: {},
      decode: 'gerrit-base64',
    });
  });

  it.each<[string, ScmIntegration, string, string]>([
    ['.. segments', github, 'https://github.com/velora/rides/blob/main/../../x', "'..' segments"],
    ['. segments', github, 'https://github.com/velora/rides/blob/main/./a.yaml', "'..' segments"],
    ['encoded ..', github, 'https://github.com/velora/rides/blob/main/%2e%2E/x', "'..' segments"],
    [
      '.. behind %2F',
      gitlab,
      'https://gitlab.com/a/b/-/blob/main/d%2F..%2F..%2Fx',
      "'..' segments",
    ],
    [
      '.. split by a tab',
      github,
      'https://github.com/velora/rides/blob/main/.\t./x',
      "'..' segments",
    ],
    [
      '.. behind backslashes',
      github,
      'https://github.com/velora/rides/blob/main\\..\\x',
      "'..' segments",
    ],
    [
      '.. in an Azure path',
      azure,
      'https://dev.azure.com/o/p/_git/r?path=/docs/../../x',
      "'..' segments",
    ],
    [
      'bad percent-encoding',
      github,
      'https://github.com/velora/rides/blob/main/%zz',
      'percent-encoded',
    ],
    [
      'another host',
      github,
      'https://evil.example.com/velora/rides/blob/main/a.yaml',
      'Invalid host in URL https://evil.example.com/velora/rides/blob/main/a.yaml: expected github.com or raw.githubusercontent.com',
    ],
    [
      'a host suffix',
      gitlab,
      'https://gitlab.com.evil.example/velora/rides/-/blob/main/a',
      'Invalid host',
    ],
    [
      'another port',
      gitea,
      'https://gitea.example.com:8443/velora/rides/src/branch/main/a',
      'Invalid host',
    ],
    [
      'a path outside the base',
      gitlabUnderPath,
      'https://gitlab.example.com/velora/rides/-/blob/main/a',
      'is not under https://gitlab.example.com/gitlab',
    ],
    [
      'ftp',
      github,
      'ftp://github.com/velora/rides/blob/main/a.yaml',
      'Invalid URL ftp://github.com/velora/rides/blob/main/a.yaml: only http and https',
    ],
    ['file URLs', github, 'file:///etc/passwd', 'Invalid URL file:///etc/passwd'],
    [
      'relative URLs',
      github,
      'velora/rides/blob/main/a.yaml',
      'Invalid URL velora/rides/blob/main/a.yaml: it is not an absolute URL',
    ],
    [
      'a repository URL',
      github,
      'https://github.com/velora/rides',
      'Could not parse URL https://github.com/velora/rides: expected https://github.com/{owner}/{repo}/blob/{ref}/{path}',
    ],
    [
      'a ref without a file',
      github,
      'https://github.com/velora/rides/blob/main',
      'Could not parse URL',
    ],
    ['GitHub issues', github, 'https://github.com/velora/rides/issues/4', 'Could not parse URL'],
    [
      'a GitLab group',
      gitlab,
      'https://gitlab.com/velora/-/blob/main/a.yaml',
      'Could not parse URL',
    ],
    [
      'a GitLab tree',
      gitlab,
      'https://gitlab.com/velora/rides/-/tree/main/docs',
      'Could not parse URL',
    ],
    [
      'Bitbucket Cloud without src',
      bitbucketCloud,
      'https://bitbucket.org/velora/rides/main/a.yaml',
      'Could not parse URL',
    ],
    [
      'Bitbucket Server without browse',
      bitbucketServer,
      'https://bitbucket.example.com/projects/RID/repos/rides',
      'Could not parse URL',
    ],
    [
      'Azure without _git',
      azure,
      'https://dev.azure.com/velora/mobility/rides?path=/a.yaml',
      'pointing to a git repository',
    ],
    [
      'Azure without a path',
      azure,
      'https://dev.azure.com/velora/mobility/_git/rides',
      'naming a file with ?path=',
    ],
    [
      'Azure commit versions',
      azure,
      'https://dev.azure.com/o/p/_git/r?path=/a&version=GCabc123',
      'Unsupported ref type in URL',
    ],
    [
      'Gitea without src/branch',
      gitea,
      'https://gitea.example.com/velora/rides/main/a.yaml',
      'Could not parse URL',
    ],
    [
      'Gitea folders',
      gitea,
      'https://gitea.example.com/velora/rides/src/branch/main',
      'naming a file',
    ],
    [
      'gitiles without +',
      gerrit,
      'https://gerrit.example.com/plugins/gitiles/rides/main/a.yaml',
      'Could not parse URL',
    ],
    [
      'gitiles tags',
      gerrit,
      'https://gerrit.example.com/plugins/gitiles/rides/+/refs/tags/v1/a.yaml',
      'Unsupported ref type',
    ],
    [
      'gitiles HEAD',
      gerrit,
      'https://gerrit.example.com/plugins/gitiles/rides/+/HEAD/a.yaml',
      'Unsupported ref type',
    ],
    [
      'gitiles folders',
      gerrit,
      'https://gerrit.example.com/plugins/gitiles/rides/+/refs/heads/main',
      'naming a file',
    ],
    [
      'Harness without ~',
      harness,
      'https://app.harness.io/ng/account/a/module/code/repos/r/files/main',
      'naming a file',
    ],
    [
      'Harness pipelines',
      harness,
      'https://app.harness.io/ng/account/a/module/cd/orgs/o',
      'Could not parse URL',
    ],
    [
      'CodeCommit',
      codeCommit,
      'https://git-codecommit.eu-west-1.amazonaws.com/v1/repos/rides',
      'AWS SDK',
    ],
  ])('refuses %s', (_, integration, url, message) => {
    expect(() => fileRequestFor(integration, url)).toThrow(InputError);
    expect(() => fileRequestFor(integration, url)).toThrow(message);
  });

  it('refuses URLs carrying credentials without repeating them', () => {
    const url = 'https://octo:pa@ss@github.com/velora/rides/blob/main/a.yaml';
    expect(() => fileRequestFor(github, url)).toThrow(
      'Invalid URL https://github.com/velora/rides/blob/main/a.yaml: credentials belong in the integrations config',
    );
  });
});
