import { describe, expect, it } from 'vitest';
import type { AzureCredential } from '../ScmIntegration';
import { testIntegration } from '../urls/testIntegration';
import { azureCredentialFor } from './azureCredentialFor';

const clientSecret: AzureCredential = {
  kind: 'ClientSecret',
  clientId: 'c',
  clientSecret: 's',
  tenantId: 't',
  organizations: ['Acme'],
};
const rest: AzureCredential = { kind: 'PersonalAccessToken', personalAccessToken: 'rest-pat' };
const fileOf = (organization: string) => `https://dev.azure.com/${organization}/p/_git/r?path=/a`;

describe('azureCredentialFor', () => {
  const azure = testIntegration('azure', 'dev.azure.com', {
    azureCredentials: [clientSecret, rest],
  });

  it('gives an organisation its own credential, whatever its kind, in any case', () => {
    expect(azureCredentialFor(azure, fileOf('acme'))).toBe(clientSecret);
    expect(azureCredentialFor(azure, fileOf('ACME'))).toBe(clientSecret);
  });

  it('gives the other organisations, and URLs without one, the credential listing none', () => {
    expect(azureCredentialFor(azure, fileOf('velora'))).toBe(rest);
    expect(azureCredentialFor(azure, fileOf('%zz'))).toBe(rest);
    expect(azureCredentialFor(azure, 'not a url')).toBe(rest);
  });

  it('looks at the personal access tokens before the credentials list', () => {
    const both = testIntegration('azure', 'dev.azure.com', {
      personalAccessTokens: [{ token: 'acme-pat', organizations: ['acme'] }, { token: 'any-pat' }],
      azureCredentials: [clientSecret, rest],
    });
    expect(azureCredentialFor(both, fileOf('acme'))).toEqual({
      kind: 'PersonalAccessToken',
      personalAccessToken: 'acme-pat',
      organizations: ['acme'],
    });
    expect(azureCredentialFor(both, fileOf('velora'))).toEqual({
      kind: 'PersonalAccessToken',
      personalAccessToken: 'any-pat',
    });
  });

  it('takes a bare token only when no other credential is configured', () => {
    const legacy = testIntegration('azure', 'dev.azure.com', { token: 'legacy' });
    expect(azureCredentialFor(legacy, fileOf('acme'))).toEqual({
      kind: 'PersonalAccessToken',
      personalAccessToken: 'legacy',
    });
    const scoped = testIntegration('azure', 'dev.azure.com', {
      token: 'legacy',
      azureCredentials: [clientSecret],
    });
    expect(azureCredentialFor(scoped, fileOf('velora'))).toBeUndefined();
    expect(azureCredentialFor(testIntegration('azure', 'dev.azure.com'), fileOf('acme'))).toBe(
      undefined,
    );
  });
});
