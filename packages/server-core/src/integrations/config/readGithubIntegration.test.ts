import { describe, expect, it } from 'vitest';
import { readGithubIntegration } from './readGithubIntegration';
import { problemOf, testEntry } from './testEntry';

const read = (data: object) => readGithubIntegration(testEntry('github', data));

const PRIVATE_KEY =
  '-----BEGIN RSA PRIVATE KEY-----\nsecret-key-body\n-----END RSA PRIVATE KEY-----';

describe('readGithubIntegration', () => {
  it('reads github.com with its public API and raw addresses, trimming the token', () => {
    expect(read({ token: ' ghp_token\n' })).toMatchObject({
      type: 'github',
      host: 'github.com',
      baseUrl: 'https://github.com',
      apiBaseUrl: 'https://api.github.com',
      rawBaseUrl: 'https://raw.githubusercontent.com',
      token: 'ghp_token',
    });
  });

  it('gives GitHub Enterprise Server its /api/v3 and /raw addresses unless configured', () => {
    expect(read({ host: 'GHE.example.com' })).toMatchObject({
      host: 'ghe.example.com',
      apiBaseUrl: 'https://ghe.example.com/api/v3',
      rawBaseUrl: 'https://ghe.example.com/raw',
    });
    expect(
      read({
        host: 'ghe.example.com',
        apiBaseUrl: 'https://api.ghe.example.com/',
        rawBaseUrl: 'https://raw.ghe.example.com',
      }),
    ).toMatchObject({
      apiBaseUrl: 'https://api.ghe.example.com',
      rawBaseUrl: 'https://raw.ghe.example.com',
    });
    // Configuring one address leaves the other unset, as Backstage leaves it.
    expect(
      read({ host: 'ghe.example.com', apiBaseUrl: 'https://ghe.example.com/api/v3' }),
    ).toMatchObject({ apiBaseUrl: 'https://ghe.example.com/api/v3', rawBaseUrl: undefined });
    expect(read({ host: 'acme.ghe.com' })).toMatchObject({
      apiBaseUrl: 'https://api.acme.ghe.com',
      rawBaseUrl: undefined,
    });
  });

  it('reads GitHub Apps with every Backstage key, the app ID as a number or a string', () => {
    const integration = read({
      apps: [
        {
          appId: 12345,
          privateKey: PRIVATE_KEY,
          clientId: 'Iv1.abc',
          clientSecret: 'client-secret',
          webhookSecret: 'webhook-secret',
          allowedInstallationOwners: ['acme', 'velora'],
          publicAccess: true,
        },
        { appId: '678', privateKey: PRIVATE_KEY },
      ],
    });
    expect(integration.githubApps).toEqual([
      {
        appId: '12345',
        privateKey: PRIVATE_KEY,
        clientId: 'Iv1.abc',
        clientSecret: 'client-secret',
        webhookSecret: 'webhook-secret',
        allowedInstallationOwners: ['acme', 'velora'],
        publicAccess: true,
      },
      expect.objectContaining({ appId: '678', privateKey: PRIVATE_KEY }),
    ]);
  });

  it('stops at an app without a numeric ID or a private key', () => {
    expect(
      problemOf(readGithubIntegration, 'github', {
        apps: [{ appId: 'my-app', privateKey: PRIVATE_KEY }],
      }),
    ).toBe(
      "integrations.github[0].apps[0].appId in 'app-config.yaml': expected the numeric ID of a GitHub App",
    );
    expect(problemOf(readGithubIntegration, 'github', { apps: [{ appId: 1 }] })).toBe(
      "Missing required config value at 'integrations.github[0].apps[0].privateKey'",
    );
    expect(
      problemOf(readGithubIntegration, 'github', { apps: [{ appId: 1, privateKey: '  \n' }] }),
    ).toBe("integrations.github[0].apps[0].privateKey in 'app-config.yaml': must not be blank");
  });

  it('stops at an invalid host or URL, naming the key', () => {
    expect(problemOf(readGithubIntegration, 'github', { host: 'https://ghe.example.com' })).toMatch(
      /^integrations\.github\[0\]\.host in 'app-config.yaml': invalid host 'https:\/\/ghe.example.com'/,
    );
    expect(
      problemOf(readGithubIntegration, 'github', { host: 'ghe.example.com', apiBaseUrl: 'api' }),
    ).toBe("integrations.github[0].apiBaseUrl in 'app-config.yaml': 'api' is not a valid URL");
    expect(problemOf(readGithubIntegration, 'github', { rawBaseUrl: 'raw' })).toMatch(/rawBaseUrl/);
  });
});
