// The `integrations` section and the browse-URL mapping, compared with what Backstage's own
// `@backstage/integration` answers for the same configuration and the same URLs.
import { ConfigReader } from '@backstage/config';
import {
  getAzureCommitsUrl,
  getAzureDownloadUrl,
  getAzureFileFetchUrl,
  getBitbucketCloudFileFetchUrl,
  getBitbucketCloudRequestOptions,
  getBitbucketServerFileFetchUrl,
  getBitbucketServerRequestOptions,
  getGerritBranchApiUrl,
  getGerritFileContentsApiUrl,
  getGiteaArchiveUrl,
  getGiteaFileContentsUrl,
  getGiteaLatestCommitUrl,
  getGiteaRequestOptions,
  getGerritRequestOptions,
  getGithubFileFetchUrl,
  getGitLabFileFetchUrl,
  getGitLabRequestOptions,
  getHarnessArchiveUrl,
  getHarnessFileContentsUrl,
  getHarnessRequestOptions,
  ScmIntegrations as BackstageIntegrations,
} from '@backstage/integration';
import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import {
  SCM_INTEGRATION_TYPES,
  type ScmIntegration,
  type StorageIntegration,
} from './ScmIntegration';
import { readScmIntegrations } from './readScmIntegrations';
import {
  apiAuthHeaders,
  azureArchiveUrl,
  azureCommitsUrl,
  fileRequestFor,
  gerritBranchUrl,
  gerritFileContentUrl,
  giteaArchiveUrl,
  giteaCommitUrl,
  giteaContentsUrl,
  harnessArchiveUrl,
  parseAzureUrl,
  parseGiteaUrl,
  parseGitilesUrl,
  parseHarnessUrl,
} from './urls';

/** What Backstage's ConfigReader takes: JSON, which the sections below are. */
type BackstageConfigData = ConstructorParameters<typeof ConfigReader>[0];

/** One `integrations` section with every type, as Backstage's documentation writes them. */
const INTEGRATIONS = {
  github: [
    { host: 'github.com', token: 'gh-token' },
    {
      host: 'ghe.example.net',
      apiBaseUrl: 'https://ghe.example.net/api/v3',
      rawBaseUrl: 'https://ghe.example.net/raw',
    },
    { host: 'ghe-api.example.net', apiBaseUrl: 'https://ghe-api.example.net/api/v3', token: 't' },
  ],
  gitlab: [
    {
      host: 'gitlab.example.com',
      token: 'gl-token',
      apiBaseUrl: 'https://gitlab.example.com/api/v4',
      baseUrl: 'https://gitlab.example.com',
    },
    {
      host: 'code.example.com',
      apiBaseUrl: 'https://code.example.com/gitlab/api/v4',
      baseUrl: 'https://code.example.com/gitlab',
    },
  ],
  bitbucketCloud: [{ username: 'robot', appPassword: 'bb-password' }],
  bitbucketServer: [
    { host: 'bitbucket.example.com', token: 'bbs-token' },
    {
      host: 'stash.example.com',
      apiBaseUrl: 'https://stash.example.com/stash/rest/api/1.0',
      username: 'u',
      password: 'p',
    },
  ],
  azure: [
    {
      host: 'dev.azure.com',
      credentials: [
        { organizations: ['acme'], personalAccessToken: 'az-pat' },
        { organizations: ['north'], clientId: 'c', clientSecret: 's', tenantId: 't' },
        { clientId: 'mi-client' },
      ],
    },
    { host: 'tfs.example.com', credentials: [{ personalAccessToken: 'tfs-pat' }] },
  ],
  gerrit: [
    {
      host: 'gerrit.example.com',
      baseUrl: 'https://gerrit.example.com/gerrit',
      gitilesBaseUrl: 'https://gerrit.example.com/gitiles',
      username: 'gerrit-user',
      password: 'gerrit-password',
    },
    { host: 'review.example.org', gitilesBaseUrl: 'https://review.example.org/plugins/gitiles' },
  ],
  gitea: [
    { host: 'gitea.example.com', username: 'gitea-user', password: 'gitea-password' },
    { host: 'git.example.org', baseUrl: 'https://git.example.org/gitea' },
  ],
  harness: [{ host: 'app.harness.io', apiKey: 'harness-key', token: 'harness-token' }],
  awsCodeCommit: [
    { region: 'eu-west-1', accessKeyId: 'AKIA1', secretAccessKey: 's1' },
    { region: 'us-east-2', roleArn: 'arn:aws:iam::123456789012:role/cc', externalId: 'x' },
  ],
  awsS3: [
    {
      endpoint: 'http://localhost:4566',
      s3ForcePathStyle: true,
      accessKeyId: 'AKIA2',
      secretAccessKey: 's2',
    },
    { roleArn: 'arn:aws:iam::123456789012:role/s3' },
  ],
  azureBlobStorage: [{ accountName: 'acmedocs', accountKey: 'blob-key' }],
};

const backstage = BackstageIntegrations.fromConfig(
  new ConfigReader({ integrations: INTEGRATIONS }),
);
const atrium = readScmIntegrations(createConfig({ integrations: INTEGRATIONS }));

const GIT_TYPES = SCM_INTEGRATION_TYPES;

/** Drops undefined values, which Backstage leaves out of its config objects. */
function defined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

/** Atrium's entry in the shape of Backstage's config object of the same type. */
function asBackstageConfig(integration: ScmIntegration): Record<string, unknown> {
  const { host, apiBaseUrl, rawBaseUrl, baseUrl, token, username, password } = integration;
  switch (integration.type) {
    case 'github':
      return defined({ host, apiBaseUrl, rawBaseUrl, token });
    case 'gitlab':
      return defined({ host, token, apiBaseUrl, baseUrl });
    case 'bitbucketCloud':
      return defined({ host, apiBaseUrl, username, appPassword: integration.appPassword, token });
    case 'bitbucketServer':
      return defined({ host, apiBaseUrl, token, username, password });
    case 'azure':
      return defined({
        host,
        credentials: integration.azureCredentials?.map(credential => defined({ ...credential })),
      });
    case 'gerrit':
      return defined({
        host,
        baseUrl,
        cloneUrl: integration.cloneUrl,
        gitilesBaseUrl: integration.gitilesBaseUrl,
        username,
        password,
      });
    case 'gitea':
      return defined({ host, baseUrl, username, password });
    case 'harness':
      return defined({ host, apiKey: integration.apiKey, token });
    case 'awsCodeCommit': {
      const { accessKeyId, secretAccessKey, roleArn, externalId, region } = integration;
      return defined({ host, accessKeyId, secretAccessKey, roleArn, externalId, region });
    }
  }
}

function storageAsBackstageConfig(store: StorageIntegration): Record<string, unknown> {
  const { host, endpoint, s3ForcePathStyle, accessKeyId, secretAccessKey, roleArn } = store;
  if (store.type === 'awsS3') {
    return defined({
      host,
      endpoint,
      s3ForcePathStyle,
      accessKeyId,
      secretAccessKey,
      roleArn,
      externalId: store.externalId,
    });
  }
  return defined({ accountName: store.accountName, accountKey: store.accountKey });
}

describe('the integrations section, read as Backstage reads it', () => {
  it.each(GIT_TYPES)('gives every %s entry the same addresses and credentials', type => {
    const theirs = backstage[type].list().map(integration => defined({ ...integration.config }));
    const ours = atrium
      .list()
      .filter(integration => integration.type === type)
      .map(asBackstageConfig);
    // Backstage lists configured hosts first and adds its public defaults after them, as Atrium.
    expect(ours).toEqual(theirs);
  });

  it('gives every object store the same endpoint and credentials', () => {
    const theirs = backstage.awsS3.list().map(store => defined({ ...store.config }));
    const ours = atrium
      .storage()
      .filter(store => store.type === 'awsS3')
      .map(storageAsBackstageConfig);
    expect(ours).toEqual(theirs);
    expect(
      atrium
        .storage()
        .filter(store => store.type === 'azureBlobStorage')
        .map(storageAsBackstageConfig),
    ).toEqual(
      backstage.azureBlobStorage.list().map(store => ({
        accountName: store.config.accountName,
        accountKey: store.config.accountKey,
      })),
    );
  });

  const URLS = [
    'https://github.com/acme/payments/blob/main/catalog-info.yaml',
    'https://GitHub.com/acme/payments',
    'https://ghe.example.net/acme/x/blob/main/a.yaml',
    'https://gitlab.com/acme/x/-/blob/main/a.yaml',
    'https://gitlab.example.com/acme/x/-/blob/main/a.yaml',
    'https://code.example.com/gitlab/acme/x/-/blob/main/a.yaml',
    'https://bitbucket.org/acme/x/src/main/a.yaml',
    'https://bitbucket.example.com/projects/P/repos/x/browse/a.yaml',
    'https://dev.azure.com/acme/p/_git/x?path=/a.yaml',
    'https://tfs.example.com/c/p/_git/x?path=/a.yaml',
    'https://gerrit.example.com/gitiles/repo/+/refs/heads/main/a.yaml',
    'https://gitea.example.com/acme/x/src/branch/main/a.yaml',
    'https://app.harness.io/ng/account/a/module/code/orgs/o/projects/p/repos/r/files/main/~/a.yaml',
    'https://eu-west-1.console.aws.amazon.com/codesuite/codecommit/repositories/x/browse',
    'https://unknown.example.com/acme/x/blob/main/a.yaml',
    'https://github.com.evil.example/acme/x',
    'http://localhost:4566/bucket/key.yaml',
  ];

  it.each(URLS)('chooses the same git host for %s', url => {
    const theirs = backstage.byUrl(url);
    const ours = atrium.integrationForUrl(url);
    const gitType = (type?: string) =>
      type && (GIT_TYPES as readonly string[]).includes(type) ? type : undefined;
    expect(ours && `${ours.type} ${ours.host}`).toEqual(
      gitType(theirs?.type) && `${theirs?.type} ${theirs?.title}`,
    );
  });
});

/** Backstage's config object and Atrium's integration for the same host. */
function bothFor(type: (typeof GIT_TYPES)[number], host: string) {
  const theirs = backstage[type].byHost(host);
  const ours = atrium.integrationForHost(host);
  if (!theirs || !ours) throw new Error(`no ${type} integration for ${host}`);
  return { config: theirs.config as never, integration: ours };
}

describe('browse URLs mapped to file APIs, as Backstage maps them', () => {
  it.each([
    ['github.com', 'https://github.com/acme/payments/blob/main/catalog-info.yaml'],
    ['github.com', 'https://github.com/acme/payments/tree/main/docs/index.md'],
    ['ghe.example.net', 'https://ghe.example.net/acme/payments/blob/release/a/b.yaml'],
    ['ghe-api.example.net', 'https://ghe-api.example.net/acme/payments/blob/main/a.yaml'],
  ])('GitHub (%s): %s', (host, url) => {
    const { config, integration } = bothFor('github', host);
    const credentials = {
      type: 'token' as const,
      headers: {},
      token: integration.token,
    };
    expect(fileRequestFor(integration, url).url).toBe(
      getGithubFileFetchUrl(url, config, credentials),
    );
  });

  it('reads raw.githubusercontent.com URLs too, which Backstage refuses', () => {
    const url = 'https://raw.githubusercontent.com/acme/payments/main/catalog-info.yaml';
    const { config, integration } = bothFor('github', 'github.com');
    expect(() => getGithubFileFetchUrl(url, config, { type: 'token', headers: {} })).toThrow();
    expect(fileRequestFor(integration, url).url).toBe(
      'https://api.github.com/repos/acme/payments/contents/catalog-info.yaml?ref=main',
    );
  });

  it.each([
    ['gitlab.com', 'https://gitlab.com/acme/payments/-/blob/main/catalog-info.yaml'],
    ['gitlab.com', 'https://gitlab.com/acme/platform/payments/-/blob/main/docs/a%20b.md'],
    ['gitlab.example.com', 'https://gitlab.example.com/acme/payments/blob/v1.2/catalog-info.yaml'],
    ['code.example.com', 'https://code.example.com/gitlab/acme/x/-/blob/main/catalog-info.yaml'],
  ])('GitLab (%s): %s', async (host, url) => {
    const { config, integration } = bothFor('gitlab', host);
    expect(fileRequestFor(integration, url).url).toBe(await getGitLabFileFetchUrl(url, config));
  });

  it.each([
    'https://bitbucket.org/acme/payments/src/main/catalog-info.yaml',
    'https://bitbucket.org/acme/payments/src/feature/x/docs/index.md',
  ])('Bitbucket Cloud: %s', url => {
    const { config, integration } = bothFor('bitbucketCloud', 'bitbucket.org');
    expect(fileRequestFor(integration, url).url).toBe(getBitbucketCloudFileFetchUrl(url, config));
  });

  it.each([
    [
      'bitbucket.example.com',
      'https://bitbucket.example.com/projects/PAY/repos/payments/browse/catalog-info.yaml',
    ],
    [
      'bitbucket.example.com',
      'https://bitbucket.example.com/projects/PAY/repos/payments/browse/docs/index.md?at=refs%2Fheads%2Fdev',
    ],
    [
      'stash.example.com',
      'https://stash.example.com/stash/projects/PAY/repos/payments/browse/catalog-info.yaml?at=main',
    ],
  ])('Bitbucket Server (%s): %s', (host, url) => {
    const { config, integration } = bothFor('bitbucketServer', host);
    expect(fileRequestFor(integration, url).url).toBe(getBitbucketServerFileFetchUrl(url, config));
  });

  it.each([
    'https://dev.azure.com/acme/payments/_git/payments?path=/catalog-info.yaml',
    'https://dev.azure.com/acme/payments/_git/payments?path=/docs/index.md&version=GBfeature/x',
    'https://dev.azure.com/acme/payments/_git/payments?path=/catalog-info.yaml&version=GTv1.0',
    'https://tfs.example.com/collection/payments/_git/payments?path=/catalog-info.yaml',
  ])('Azure DevOps: %s', url => {
    const integration = atrium.integrationForUrl(url)!;
    expect(fileRequestFor(integration, url).url).toBe(getAzureFileFetchUrl(url));
    const location = parseAzureUrl(integration, url);
    expect(azureArchiveUrl(location)).toBe(getAzureDownloadUrl(url));
    expect(azureCommitsUrl(location)).toBe(getAzureCommitsUrl(url));
  });

  it.each([
    [
      'gitea.example.com',
      'https://gitea.example.com/acme/payments/src/branch/main/catalog-info.yaml',
    ],
    ['git.example.org', 'https://git.example.org/gitea/acme/payments/src/branch/dev/docs/index.md'],
  ])('Gitea (%s): %s', (host, url) => {
    const { config, integration } = bothFor('gitea', host);
    const location = parseGiteaUrl(integration, url);
    expect(giteaContentsUrl(location)).toBe(getGiteaFileContentsUrl(config, url));
    expect(giteaArchiveUrl(location)).toBe(getGiteaArchiveUrl(config, url));
    expect(giteaCommitUrl(location)).toBe(getGiteaLatestCommitUrl(config, url));
  });

  it.each([
    [
      'gerrit.example.com',
      'https://gerrit.example.com/gitiles/web/project/+/refs/heads/main/catalog-info.yaml',
    ],
    [
      'gerrit.example.com',
      'https://gerrit.example.com/gitiles/repo/+/refs/heads/dev/docs/index.md',
    ],
    [
      'review.example.org',
      'https://review.example.org/plugins/gitiles/repo/+/refs/heads/main/a.yaml',
    ],
  ])('Gerrit (%s): %s', (host, url) => {
    const { config, integration } = bothFor('gerrit', host);
    const location = parseGitilesUrl(integration, url);
    expect(gerritFileContentUrl(integration, location)).toBe(
      getGerritFileContentsApiUrl(config, url),
    );
    expect(gerritBranchUrl(integration, location.project, location.ref.name)).toBe(
      getGerritBranchApiUrl(config, url),
    );
  });

  it.each([
    'https://app.harness.io/ng/account/acct/module/code/orgs/eng/projects/pay/repos/payments/files/main/~/catalog-info.yaml',
    'https://app.harness.io/ng/account/acct/module/code/orgs/eng/projects/pay/repos/payments/files/main/~/docs/index.md',
  ])('Harness: %s', url => {
    const { config, integration } = bothFor('harness', 'app.harness.io');
    const location = parseHarnessUrl(integration, url);
    expect(fileRequestFor(integration, url).url).toBe(getHarnessFileContentsUrl(config, url));
    expect(harnessArchiveUrl(location)).toBe(getHarnessArchiveUrl(config, url));
  });
});

/** Header names and auth schemes compared without regard to case, as HTTP compares them. */
function normalisedHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      value.replace(/^(\w+) /, (_, scheme: string) => `${scheme.toLowerCase()} `),
    ]),
  );
}

describe('API credentials, sent as Backstage sends them', () => {
  type Case = [string, Record<string, unknown>];
  const readOne = (type: string, entry: Record<string, unknown>) =>
    readScmIntegrations(createConfig({ integrations: { [type]: [entry] } })).list()[0]!;
  const ours = (type: string, entry: Record<string, unknown>) =>
    normalisedHeaders(apiAuthHeaders(readOne(type, entry), 'https://x.example.com/'));
  const theirs = (type: string, entry: Record<string, unknown>) => backstageConfig(type, entry);
  function backstageConfig(type: string, entry: Record<string, unknown>) {
    const integrations = BackstageIntegrations.fromConfig(
      new ConfigReader({ integrations: { [type]: [entry] } } as BackstageConfigData),
    );
    return (integrations as unknown as Record<string, { list(): Array<{ config: never }> }>)[
      type
    ]!.list()[0]!.config;
  }

  const GITILES = 'https://g.example.com/plugins/gitiles';
  it.each<Case>([
    ['gitea', { host: 'gitea.example.com', username: 'u', password: 'p' }],
    ['gitea', { host: 'gitea.example.com', password: 'p' }],
    ['gitea', { host: 'gitea.example.com' }],
    ['gerrit', { host: 'g.example.com', gitilesBaseUrl: GITILES, username: 'u', password: 'p' }],
    ['gerrit', { host: 'g.example.com', gitilesBaseUrl: GITILES }],
    ['harness', { host: 'app.harness.io', apiKey: 'k', token: 't' }],
    ['harness', { host: 'app.harness.io', token: 't' }],
    ['bitbucketServer', { host: 'bb.example.com', token: 't', username: 'u', password: 'p' }],
    ['bitbucketServer', { host: 'bb.example.com', username: 'u', password: 'p' }],
    ['gitlab', { host: 'gitlab.com', token: 't' }],
  ])('%s %j', (type, entry) => {
    const config = theirs(type, entry);
    const options = {
      gitea: getGiteaRequestOptions,
      gerrit: getGerritRequestOptions,
      harness: getHarnessRequestOptions,
      bitbucketServer: getBitbucketServerRequestOptions,
      gitlab: getGitLabRequestOptions,
    }[type]!(config) as { headers?: Record<string, string> };
    expect(ours(type, entry)).toEqual(normalisedHeaders(options.headers));
  });

  it.each<Case>([
    ['bitbucketCloud', { username: 'u', appPassword: 'p' }],
    ['bitbucketCloud', { username: 'u', token: 't' }],
    ['bitbucketCloud', { token: 't' }],
  ])('%s %j', async (type, entry) => {
    const options = await getBitbucketCloudRequestOptions(theirs(type, entry));
    expect(ours(type, entry)).toEqual(normalisedHeaders(options.headers));
  });
});

/** Whether an `integrations` section stops the start, in Backstage and in Atrium. */
function verdicts(section: Record<string, unknown>) {
  const verdict = (read: () => unknown) => {
    try {
      read();
      return 'accepted';
    } catch {
      return 'refused';
    }
  };
  return {
    backstage: verdict(() =>
      BackstageIntegrations.fromConfig(
        new ConfigReader({ integrations: section } as BackstageConfigData),
      ),
    ),
    atrium: verdict(() => readScmIntegrations(createConfig({ integrations: section }))),
  };
}

describe('which integrations sections start, as Backstage decides', () => {
  const GITILES = 'https://g.example.com/gitiles';
  it.each<Record<string, unknown>>([
    { github: [{ host: 'https://github.com' }] },
    { github: [{ host: 'ghe.example.com/x' }] },
    { github: [{ host: 'github.com', apps: [{ appId: 1 }] }] },
    { github: [{ host: 'github.com', token: 5 }] },
    { gitlab: [{ host: 'gitlab.example.com', apiBaseUrl: 'x' }] },
    {
      gitlab: [
        { host: 'gitlab.example.com', apiBaseUrl: 'https://gitlab.example.com/api', baseUrl: 'b' },
      ],
    },
    { bitbucketServer: [{ host: 'b:x' }] },
    { bitbucketCloud: [{ username: 'u' }] },
    { bitbucketCloud: [{ appPassword: 'p' }] },
    { azure: [{ credentials: [{ personalAccessToken: 'p', clientSecret: 's' }] }] },
    { azure: [{ credentials: [{ clientId: 'c', clientSecret: 's' }] }] },
    {
      azure: [
        {
          host: 'tfs.example.com',
          credentials: [{ clientId: 'c', clientSecret: 's', tenantId: 't' }],
        },
      ],
    },
    { azure: [{ credentials: [{ personalAccessToken: 'a' }, { personalAccessToken: 'b' }] }] },
    {
      azure: [
        {
          credentials: [
            { organizations: ['o'], personalAccessToken: 'a' },
            { organizations: ['o'], personalAccessToken: 'b' },
          ],
        },
      ],
    },
    { azure: [{ credentials: [{ organizations: [], personalAccessToken: 'a' }] }] },
    { gerrit: [{ host: 'g.example.com', gitilesBaseUrl: 'x' }] },
    {
      gerrit: [
        {
          host: 'g.example.com',
          gitilesBaseUrl: `${GITILES}/`,
          baseUrl: 'https://g.example.com/a?b',
        },
      ],
    },
    { gitea: [{ host: 'g:x' }] },
    { gitea: [{ host: 'gitea.example.com', baseUrl: 'x' }] },
    { harness: [{ host: 'x/y' }] },
    { harness: [{}] },
    { awsCodeCommit: [{}] },
    { awsS3: [{ endpoint: 'x' }] },
    { awsS3: [{ endpoint: 'https://minio.example.com/path' }] },
    { azureBlobStorage: [{ accountName: 'a', accountKey: 'k', sasToken: 's' }] },
    { azureBlobStorage: [{ accountName: 'a', endpoint: 'x' }] },
    { azureBlobStorage: [{ accountName: 'a', aadCredential: { clientId: 'c' } }] },
    { azureBlobStorage: [{}] },
    {
      azureBlobStorage: [
        {
          accountName: 'a',
          accountKey: 'k',
          aadCredential: { clientId: 'c', tenantId: 't', clientSecret: 's' },
        },
      ],
    },
  ])('%j', section => {
    const { backstage: theirs, atrium: ours } = verdicts(section);
    expect(ours).toBe(theirs);
  });

  // Where Atrium decides otherwise on purpose; server-core's integrations README says why.
  it.each<[string, Record<string, unknown>, 'accepted' | 'refused']>([
    [
      'GitLab addresses derived from the host',
      { gitlab: [{ host: 'gitlab.example.com' }] },
      'accepted',
    ],
    [
      'the gitiles address derived from the host',
      { gerrit: [{ host: 'g.example.com' }] },
      'accepted',
    ],
    [
      'Azure DevOps tokens of older releases',
      { azure: [{ host: 'dev.azure.com', token: 't' }] },
      'accepted',
    ],
    [
      'an API address that is not a URL',
      { github: [{ host: 'ghe.example.com', apiBaseUrl: 'not a url' }] },
      'refused',
    ],
    [
      'an API address that is not a URL',
      { bitbucketServer: [{ host: 'b.example.com', apiBaseUrl: 'nope' }] },
      'refused',
    ],
    ['an AWS key without its secret', { awsS3: [{ accessKeyId: 'a' }] }, 'refused'],
    [
      'an AWS key without its secret',
      { awsCodeCommit: [{ region: 'eu-west-1', accessKeyId: 'a' }] },
      'refused',
    ],
  ])('differs on purpose: %s (%j)', (_why, section, decision) => {
    const { backstage: theirs, atrium: ours } = verdicts(section);
    expect(ours).toBe(decision);
    expect(theirs).not.toBe(decision);
  });
});
