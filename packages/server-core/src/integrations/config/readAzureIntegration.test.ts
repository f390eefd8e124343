import { describe, expect, it } from 'vitest';
import { readAzureIntegration } from './readAzureIntegration';
import { problemOf, testEntry } from './testEntry';

const read = (data: object) => readAzureIntegration(testEntry('azure', data));
const problem = (data: object) => problemOf(readAzureIntegration, 'azure', data);

const clientSecret = { clientId: 'app-id', clientSecret: 'app-secret', tenantId: 'tenant' };
const assertion = { clientId: 'app-id', managedIdentityClientId: 'mi-id', tenantId: 'tenant' };

describe('readAzureIntegration', () => {
  it('defaults the host to dev.azure.com and reads the legacy token as a token for all', () => {
    const integration = read({ token: 'legacy-pat' });
    expect(integration).toMatchObject({ host: 'dev.azure.com', token: 'legacy-pat' });
    expect(integration.personalAccessTokens).toEqual([{ token: 'legacy-pat' }]);
    expect(integration.azureCredentials).toEqual([
      { kind: 'PersonalAccessToken', personalAccessToken: 'legacy-pat' },
    ]);
  });

  it('reads every credential kind by its keys, keeping the tokens list for token callers', () => {
    const integration = read({
      credentials: [
        { organizations: ['acme'], personalAccessToken: 'pat-acme' },
        { organizations: ['velora'], ...clientSecret },
        { organizations: ['north'], clientId: 'mi-only' },
        { organizations: ['south'], ...assertion },
        { personalAccessToken: 'pat-rest' },
      ],
    });
    expect(integration.azureCredentials?.map(c => c.kind)).toEqual([
      'PersonalAccessToken',
      'ClientSecret',
      'ManagedIdentity',
      'ManagedIdentityClientAssertion',
      'PersonalAccessToken',
    ]);
    expect(integration.azureCredentials?.[1]).toEqual({
      kind: 'ClientSecret',
      organizations: ['velora'],
      ...clientSecret,
    });
    expect(integration.personalAccessTokens).toEqual([
      { token: 'pat-acme', organizations: ['acme'] },
      { token: 'pat-rest', organizations: undefined },
    ]);
  });

  it('reads a single credential', () => {
    expect(read({ credential: clientSecret }).azureCredentials).toEqual([
      { kind: 'ClientSecret', ...clientSecret },
    ]);
  });

  it('stops when a token or a single credential is mixed with the credentials list', () => {
    const list = [{ personalAccessToken: 'p' }];
    expect(problem({ token: 't', credentials: list })).toBe(
      "integrations.azure[0] in 'app-config.yaml': token and credentials cannot be given together; list every credential under credentials",
    );
    expect(problem({ credential: clientSecret, credentials: list })).toMatch(
      /^integrations\.azure\[0\].*credential and credentials cannot be given together/,
    );
    expect(problem({ token: 't', credential: clientSecret })).toMatch(
      /token and credential cannot be given together/,
    );
  });

  it('stops at a credential matching no kind, naming the keys it has', () => {
    expect(
      problem({
        credentials: [{ personalAccessToken: 'p' }, { clientId: 'c', clientSecret: 's' }],
      }),
    ).toMatch(
      /^integrations\.azure\[0\]\.credentials\[1\] in 'app-config.yaml': a credential must be exactly one of: .* Found: clientId, clientSecret$/,
    );
    expect(problem({ credentials: [{ personalAccessToken: 'p', clientId: 'c' }] })).toMatch(
      /credentials\[0\].*Found: personalAccessToken, clientId$/,
    );
    expect(problem({ credentials: [{ organizations: ['acme'] }] })).toMatch(
      /Found: none of the credential keys$/,
    );
  });

  it('stops when an organization is given to two credentials, in any case', () => {
    expect(
      problem({
        credentials: [
          { organizations: ['acme', 'velora'], personalAccessToken: 'a' },
          { organizations: ['ACME'], personalAccessToken: 'b' },
        ],
      }),
    ).toBe(
      "integrations.azure[0].credentials[1].organizations in 'app-config.yaml': the organization 'ACME' is already given to credentials[0]",
    );
  });

  it('stops at a second credential without organizations', () => {
    expect(
      problem({ credentials: [{ personalAccessToken: 'a' }, { personalAccessToken: 'b' }] }),
    ).toBe(
      "integrations.azure[0].credentials[1] in 'app-config.yaml': only one credential may leave out organizations, and credentials[0] already does",
    );
  });

  it('allows Microsoft Entra ID credentials on dev.azure.com only', () => {
    expect(read({ host: 'dev.azure.com', credentials: [assertion] }).azureCredentials).toHaveLength(
      1,
    );
    expect(problem({ host: 'tfs.example.com', credentials: [{ clientId: 'mi' }] })).toBe(
      "integrations.azure[0].credentials[0] in 'app-config.yaml': a ManagedIdentity credential works with dev.azure.com only; use a personalAccessToken for tfs.example.com",
    );
    expect(
      read({ host: 'tfs.example.com', credentials: [{ personalAccessToken: 'p' }] }),
    ).toMatchObject({
      host: 'tfs.example.com',
      apiBaseUrl: 'https://tfs.example.com',
    });
  });

  it('stops at a blank secret', () => {
    expect(problem({ credentials: [{ ...clientSecret, clientSecret: ' ' }] })).toBe(
      "integrations.azure[0].credentials[0].clientSecret in 'app-config.yaml': must not be blank",
    );
  });
});
