import type { Config } from '../config';
import { ConfigError } from '../config/ConfigError';
import {
  SCM_INTEGRATION_TYPES,
  type GitCredentials,
  type ScmIntegration,
  type ScmIntegrationType,
} from './ScmIntegration';
import { credentialsFor } from './credentialsFor';

/** The `integrations` section, answering which host a URL belongs to and how to sign in to it. */
export interface ScmIntegrations {
  /** Every integration, configured ones first, then the public hosts not configured. */
  list(): readonly ScmIntegration[];
  /** The integration of a `host[:port]`, compared without regard to case. */
  integrationForHost(host: string): ScmIntegration | undefined;
  /** The integration of an http(s) URL's host; undefined for other URLs. */
  integrationForUrl(url: string): ScmIntegration | undefined;
  /**
   * Credentials for git over HTTPS to this URL, from its host's integration; undefined when the
   * host is unknown or its integration has no secret.
   */
  credentialsForUrl(url: string): GitCredentials | undefined;
}

/** Public hosts every installation knows, without credentials until configured. */
const PUBLIC_HOSTS: ReadonlyArray<{ type: ScmIntegrationType; host: string; apiBaseUrl: string }> =
  [
    { type: 'github', host: 'github.com', apiBaseUrl: 'https://api.github.com' },
    { type: 'gitlab', host: 'gitlab.com', apiBaseUrl: 'https://gitlab.com/api/v4' },
    { type: 'bitbucketCloud', host: 'bitbucket.org', apiBaseUrl: 'https://api.bitbucket.org/2.0' },
    { type: 'azure', host: 'dev.azure.com', apiBaseUrl: 'https://dev.azure.com' },
  ];

// A host name or IPv4 address with an optional port; no scheme, path or credentials.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/** Reads `integrations` as Backstage's app-config.yaml writes it; a bad entry is a ConfigError. */
export function readScmIntegrations(config: Config): ScmIntegrations {
  const section = config.getOptionalConfig('integrations');
  const configured: ScmIntegration[] = [];
  for (const type of SCM_INTEGRATION_TYPES) {
    for (const entry of section?.getOptionalConfigArray(type) ?? []) {
      configured.push(readEntry(type, entry));
    }
  }
  const all = [
    ...configured,
    ...PUBLIC_HOSTS.filter(p => !configured.some(c => c.host === p.host)).map(p => ({
      ...p,
      title: p.host,
      baseUrl: `https://${p.host}`,
    })),
  ];
  const byHost = new Map<string, ScmIntegration>();
  for (const integration of all) {
    if (byHost.has(integration.host)) {
      throw new ConfigError(`integrations: the host '${integration.host}' is configured twice`);
    }
    byHost.set(integration.host, integration);
  }
  const integrationForUrl = (url: string) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return byHost.get(parsed.host.toLowerCase());
  };
  return {
    list: () => all,
    integrationForHost: host => byHost.get(host.toLowerCase()),
    integrationForUrl,
    credentialsForUrl(url) {
      const integration = integrationForUrl(url);
      return integration && credentialsFor(integration, new URL(url));
    },
  };
}

function readEntry(type: ScmIntegrationType, entry: Config): ScmIntegration {
  // Bitbucket Cloud has one host and its entries name none.
  const host = (
    type === 'bitbucketCloud'
      ? (entry.getOptionalString('host') ?? 'bitbucket.org')
      : entry.getString('host')
  ).toLowerCase();
  if (!HOST.test(host)) {
    throw new ConfigError(
      `integrations.${type}: invalid host '${host}', expected a host name with an optional port`,
    );
  }
  const url = (key: string) => {
    const value = entry.getOptionalString(key);
    if (value === undefined) return undefined;
    if (!URL.canParse(value)) {
      throw new ConfigError(`integrations.${type} (${host}): ${key} '${value}' is not a valid URL`);
    }
    return value.replace(/\/+$/, '');
  };
  return {
    type,
    host,
    title: host,
    baseUrl: url('baseUrl') ?? `https://${host}`,
    apiBaseUrl: url('apiBaseUrl') ?? PUBLIC_HOSTS.find(p => p.host === host)?.apiBaseUrl,
    cloneUrl: url('cloneUrl'),
    token: entry.getOptionalString('token'),
    username: entry.getOptionalString('username'),
    password: entry.getOptionalString('password'),
    appPassword: entry.getOptionalString('appPassword'),
    personalAccessTokens: type === 'azure' ? readAzureTokens(entry, host) : undefined,
  };
}

/** Spec 001 §5: a single token and a credentials list cannot be mixed; one default at most. */
function readAzureTokens(entry: Config, host: string) {
  const list = entry.getOptionalConfigArray('credentials');
  const single = entry.getOptionalString('token');
  if (list && single) {
    throw new ConfigError(
      `integrations.azure (${host}): a token cannot be mixed with the credentials list`,
    );
  }
  if (single) return [{ token: single }];
  const tokens = (list ?? [])
    .filter(credential => credential.has('personalAccessToken'))
    .map(credential => ({
      token: credential.getString('personalAccessToken'),
      organizations: credential.getOptionalStringArray('organizations'),
    }));
  if (tokens.filter(t => !t.organizations).length > 1) {
    throw new ConfigError(
      `integrations.azure (${host}): at most one credential may leave out organizations`,
    );
  }
  return tokens;
}
