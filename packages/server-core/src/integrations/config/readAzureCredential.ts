import type { Config } from '../../config/Config';
import type { AzureCredential } from '../ScmIntegration';
import { integrationConfigError } from './integrationConfigError';
import { readRequiredIntegrationSecret } from './readIntegrationSecret';

type CredentialKind = AzureCredential['kind'];

const CREDENTIAL_KEYS = [
  'personalAccessToken',
  'clientId',
  'clientSecret',
  'tenantId',
  'managedIdentityClientId',
] as const;

// Each kind is told by exactly the keys it has, as Backstage documents them
// (docs/integrations/azure/locations.md in its repository).
const KINDS: ReadonlyArray<{ kind: CredentialKind; keys: readonly string[] }> = [
  { kind: 'PersonalAccessToken', keys: ['personalAccessToken'] },
  { kind: 'ClientSecret', keys: ['clientId', 'clientSecret', 'tenantId'] },
  { kind: 'ManagedIdentity', keys: ['clientId'] },
  {
    kind: 'ManagedIdentityClientAssertion',
    keys: ['clientId', 'managedIdentityClientId', 'tenantId'],
  },
];

/**
 * One credential of `integrations.azure[].credentials` (or the single `credential`), by the kind
 * its keys make it. Keys matching no kind, or more than one, stop the start; the message names
 * the keys found, never their values.
 */
export function readAzureCredential(credential: Config): AzureCredential {
  const present: string[] = CREDENTIAL_KEYS.filter(key => credential.has(key));
  const kind = KINDS.find(
    candidate =>
      candidate.keys.length === present.length &&
      candidate.keys.every(key => present.includes(key)),
  )?.kind;
  if (!kind) {
    const found = present.length > 0 ? present.join(', ') : 'none of the credential keys';
    throw integrationConfigError(
      credential,
      undefined,
      `a credential must be exactly one of: personalAccessToken; clientId, clientSecret and ` +
        `tenantId; clientId alone (managed identity); clientId, managedIdentityClientId and ` +
        `tenantId. Found: ${found}`,
    );
  }
  const organizations = credential.getOptionalStringArray('organizations');
  const scope = organizations && organizations.length > 0 ? { organizations } : {};
  const secret = (key: string) => readRequiredIntegrationSecret(credential, key);
  const text = (key: string) => credential.getString(key);
  switch (kind) {
    case 'PersonalAccessToken':
      return { ...scope, kind, personalAccessToken: secret('personalAccessToken') };
    case 'ClientSecret':
      return {
        ...scope,
        kind,
        clientId: text('clientId'),
        clientSecret: secret('clientSecret'),
        tenantId: text('tenantId'),
      };
    case 'ManagedIdentity':
      return { ...scope, kind, clientId: text('clientId') };
    case 'ManagedIdentityClientAssertion':
      return {
        ...scope,
        kind,
        clientId: text('clientId'),
        managedIdentityClientId: text('managedIdentityClientId'),
        tenantId: text('tenantId'),
      };
  }
}
