import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { parseConfigYaml } from '../config/parseConfigYaml';
import { readScmIntegrations } from './readScmIntegrations';

// An `integrations` section as Backstage's documentation writes one, every type at once.
const BACKSTAGE_APP_CONFIG = `
integrations:
  github:
    - host: github.com
      token: ghp-secret-token
    - host: ghe.example.net
      apiBaseUrl: https://ghe.example.net/api/v3
      rawBaseUrl: https://ghe.example.net/raw
      apps:
        - appId: 1234
          clientId: Iv1.client
          clientSecret: gh-client-secret
          webhookSecret: gh-webhook-secret
          privateKey: |
            -----BEGIN RSA PRIVATE KEY-----
            gh-private-key-body
            -----END RSA PRIVATE KEY-----
          allowedInstallationOwners: ['acme']
          publicAccess: true
  gitlab:
    - host: gitlab.com
      token: glpat-secret-token
    - host: gitlab.example.com
      apiBaseUrl: https://gitlab.example.com/api/v4
      baseUrl: https://gitlab.example.com
      token: glpat-enterprise-secret
  bitbucketCloud:
    - username: robot
      appPassword: bbc-app-password
  bitbucketServer:
    - host: bitbucket.example.com
      apiBaseUrl: https://bitbucket.example.com/rest/api/1.0
      token: bbs-secret-token
  azure:
    - host: dev.azure.com
      credentials:
        - organizations: [acme]
          clientId: azure-client-id
          clientSecret: azure-client-secret
          tenantId: azure-tenant
        - organizations: [velora]
          clientId: azure-mi-client-id
        - organizations: [north]
          clientId: azure-client-id
          managedIdentityClientId: azure-mi-client-id
          tenantId: azure-tenant
        - personalAccessToken: azure-pat-secret
    - host: tfs.example.com
      credentials:
        - personalAccessToken: tfs-pat-secret
  gerrit:
    - host: gerrit.example.com
      baseUrl: https://gerrit.example.com/gerrit
      cloneUrl: https://gerrit.example.com/clone
      gitilesBaseUrl: https://gerrit.example.com/gitiles
      username: gerrit-user
      password: gerrit-secret-password
  gitea:
    - host: gitea.example.com
      baseUrl: https://gitea.example.com
      username: gitea-user
      password: gitea-secret-password
  harness:
    - host: app.harness.io
      token: harness-secret-token
      apiKey: harness-secret-api-key
  awsCodeCommit:
    - region: eu-west-1
      accessKeyId: AKIACODECOMMIT
      secretAccessKey: codecommit-secret-key
      roleArn: arn:aws:iam::123456789012:role/codecommit
      externalId: codecommit-external
  awsS3:
    - endpoint: http://localhost:4566
      s3ForcePathStyle: true
      accessKeyId: AKIALOCALSTACK
      secretAccessKey: s3-secret-key
    - accessKeyId: AKIAAWS
      secretAccessKey: aws-secret-key
      roleArn: arn:aws:iam::123456789012:role/s3
  azureBlobStorage:
    - accountName: acmedocs
      accountKey: blob-secret-account-key
    - accountName: velorablobs
      aadCredential:
        clientId: blob-client
        tenantId: blob-tenant
        clientSecret: blob-aad-secret
`;

const integrations = readScmIntegrations(
  createConfig(parseConfigYaml(BACKSTAGE_APP_CONFIG, 'app-config.yaml') as object),
);

describe('readScmIntegrations with a Backstage app-config.yaml', () => {
  it('lists every git host, and public hosts after them, but no object store', () => {
    expect(integrations.list().map(i => `${i.type} ${i.host}`)).toEqual([
      'github github.com',
      'github ghe.example.net',
      'gitlab gitlab.com',
      'gitlab gitlab.example.com',
      'bitbucketCloud bitbucket.org',
      'bitbucketServer bitbucket.example.com',
      'azure dev.azure.com',
      'azure tfs.example.com',
      'gerrit gerrit.example.com',
      'gitea gitea.example.com',
      'harness app.harness.io',
      'awsCodeCommit eu-west-1.console.aws.amazon.com',
    ]);
  });

  it('reads each git host with the addresses Backstage gives it', () => {
    const host = (name: string) => integrations.integrationForHost(name);
    expect(host('github.com')).toMatchObject({ rawBaseUrl: 'https://raw.githubusercontent.com' });
    expect(host('ghe.example.net')?.githubApps?.[0]).toMatchObject({
      appId: '1234',
      allowedInstallationOwners: ['acme'],
      publicAccess: true,
    });
    expect(host('gitlab.com')?.apiBaseUrl).toBe('https://gitlab.com/api/v4');
    expect(host('bitbucket.org')).toMatchObject({
      apiBaseUrl: 'https://api.bitbucket.org/2.0',
      username: 'robot',
      appPassword: 'bbc-app-password',
    });
    expect(host('dev.azure.com')?.azureCredentials?.map(c => c.kind)).toEqual([
      'ClientSecret',
      'ManagedIdentity',
      'ManagedIdentityClientAssertion',
      'PersonalAccessToken',
    ]);
    expect(host('dev.azure.com')?.personalAccessTokens).toEqual([
      { token: 'azure-pat-secret', organizations: undefined },
    ]);
    expect(host('gerrit.example.com')?.gitilesBaseUrl).toBe('https://gerrit.example.com/gitiles');
    expect(host('gitea.example.com')?.apiBaseUrl).toBe('https://gitea.example.com/api/v1');
    expect(host('app.harness.io')).toMatchObject({ apiKey: 'harness-secret-api-key' });
    expect(host('eu-west-1.console.aws.amazon.com')).toMatchObject({
      region: 'eu-west-1',
      roleArn: 'arn:aws:iam::123456789012:role/codecommit',
    });
  });

  it('keeps object stores apart, matching their URLs by host or parent domain', () => {
    expect(integrations.storage().map(s => `${s.type} ${s.host}`)).toEqual([
      'awsS3 localhost:4566',
      'awsS3 amazonaws.com',
      'azureBlobStorage acmedocs.blob.core.windows.net',
      'azureBlobStorage velorablobs.blob.core.windows.net',
    ]);
    const store = (url: string) => integrations.storageForUrl(url);
    expect(store('http://localhost:4566/docs/index.html')?.accessKeyId).toBe('AKIALOCALSTACK');
    expect(store('https://docs.s3.eu-west-1.amazonaws.com/a/index.html')?.accessKeyId).toBe(
      'AKIAAWS',
    );
    expect(store('https://acmedocs.blob.core.windows.net/site/index.html')?.accountName).toBe(
      'acmedocs',
    );
    expect(store('https://other.blob.core.windows.net/site/index.html')).toBeUndefined();
    expect(store('https://amazonaws.com.evil.example/x')).toBeUndefined();
    expect(store('https://evilamazonaws.com/x')).toBeUndefined();
    expect(store('s3://docs/index.html')).toBeUndefined();
    expect(store('not a url')).toBeUndefined();
    expect(integrations.integrationForUrl('http://localhost:4566/docs')).toBeUndefined();
  });
});

describe('readScmIntegrations storage defaults', () => {
  it('knows public AWS without credentials when no entry configures it', () => {
    const defaults = readScmIntegrations(createConfig({}));
    expect(defaults.storage()).toEqual([
      expect.objectContaining({ type: 'awsS3', host: 'amazonaws.com' }),
    ]);
    expect(defaults.storageForUrl('https://b.s3.amazonaws.com/k')?.accessKeyId).toBeUndefined();
  });

  it('allows one host among git hosts and one among object stores, but not twice in either', () => {
    expect(() =>
      readScmIntegrations(
        createConfig({
          integrations: {
            awsS3: [{ endpoint: 'https://minio.example.com' }],
            azureBlobStorage: [{ accountName: 'a', endpoint: 'https://minio.example.com' }],
          },
        }),
      ),
    ).toThrow(
      "integrations.azureBlobStorage[0]: the host 'minio.example.com' is configured twice, also at integrations.awsS3[0]",
    );
  });
});

// Every secret of the section above; none may ever be part of a message.
const SECRETS = [
  'ghp-secret-token',
  'gh-client-secret',
  'gh-webhook-secret',
  'gh-private-key-body',
  'glpat-secret-token',
  'bbc-app-password',
  'bbs-secret-token',
  'azure-client-secret',
  'azure-pat-secret',
  'gerrit-secret-password',
  'gitea-secret-password',
  'harness-secret-api-key',
  'codecommit-secret-key',
  's3-secret-key',
  'blob-secret-account-key',
  'blob-aad-secret',
];

describe('readScmIntegrations messages', () => {
  // Each case breaks one rule of an entry full of secrets.
  const cases: Array<Record<string, unknown>> = [
    { github: [{ host: 'https://x', token: SECRETS[0] }] },
    {
      github: [
        {
          token: SECRETS[0],
          apps: [{ appId: 'x', privateKey: SECRETS[3], clientSecret: SECRETS[1] }],
        },
      ],
    },
    { github: [{ token: SECRETS[0], apiBaseUrl: `https://user:${SECRETS[0]}@ghe` }] },
    { gitlab: [{ host: 'gitlab.example.com', token: SECRETS[4], baseUrl: 'gitlab' }] },
    { bitbucketServer: [{ host: 'b/x', token: SECRETS[6], password: SECRETS[6] }] },
    { azure: [{ token: SECRETS[8], credentials: [{ personalAccessToken: SECRETS[8] }] }] },
    { azure: [{ credentials: [{ personalAccessToken: SECRETS[8], clientSecret: SECRETS[7] }] }] },
    {
      azure: [
        {
          host: 'tfs.example.com',
          credentials: [{ clientId: 'c', clientSecret: SECRETS[7], tenantId: 't' }],
        },
      ],
    },
    { gerrit: [{ host: 'g.example.com', password: SECRETS[9], gitilesBaseUrl: 'x' }] },
    { gitea: [{ host: 'g:99999', password: SECRETS[10] }] },
    { harness: [{ host: '', apiKey: SECRETS[11] }] },
    { awsCodeCommit: [{ region: 'x', secretAccessKey: SECRETS[12] }] },
    { awsS3: [{ secretAccessKey: SECRETS[13] }] },
    { awsS3: [{ endpoint: 'https://minio/docs', secretAccessKey: SECRETS[13], accessKeyId: 'a' }] },
    { azureBlobStorage: [{ accountName: 'a', accountKey: SECRETS[14], sasToken: SECRETS[15] }] },
    {
      azureBlobStorage: [
        {
          accountName: 'a',
          accountKey: SECRETS[14],
          aadCredential: { clientId: 'c', tenantId: 't', clientSecret: SECRETS[15] },
        },
      ],
    },
  ];

  it.each(cases.map(section => [Object.keys(section)[0], section]))(
    'never repeat a secret (%s)',
    (_type, section) => {
      let message = '';
      try {
        readScmIntegrations(createConfig({ integrations: section }));
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).not.toBe('');
      for (const secret of SECRETS) expect(message).not.toContain(secret);
    },
  );
});
