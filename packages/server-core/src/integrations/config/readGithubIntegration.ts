import type { Config } from '../../config/Config';
import type { GithubAppConfig, ScmIntegration } from '../ScmIntegration';
import { integrationConfigError } from './integrationConfigError';
import { readIntegrationHost } from './readIntegrationHost';
import { readIntegrationSecret, readRequiredIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';
import { readScmIntegrationBase } from './readScmIntegrationBase';

const GITHUB_HOST = 'github.com';

/**
 * One entry of `integrations.github`, with the keys Backstage documents in its
 * docs/integrations/github/locations.md.
 *
 * Backstage leaves `apiBaseUrl` and `rawBaseUrl` unset for a host other than github.com, and each
 * read there fails until one is configured. Atrium fills in the addresses GitHub Enterprise Server
 * always serves (`/api/v3` and `/raw` below it), and `https://api.<host>` for GitHub Enterprise
 * Cloud (`*.ghe.com`), so a host and a token are enough. An entry that configures either address
 * gets no default for the other, so it reads from where Backstage would.
 */
export function readGithubIntegration(entry: Config): ScmIntegration {
  const base = readScmIntegrationBase('github', entry, readIntegrationHost(entry, GITHUB_HOST));
  const apiBaseUrl = readIntegrationUrl(entry, 'apiBaseUrl');
  const rawBaseUrl = readIntegrationUrl(entry, 'rawBaseUrl');
  const defaults = apiBaseUrl || rawBaseUrl ? {} : defaultUrls(base.host, base.baseUrl);
  return {
    ...base,
    apiBaseUrl: apiBaseUrl ?? defaults.apiBaseUrl,
    rawBaseUrl: rawBaseUrl ?? defaults.rawBaseUrl,
    token: readIntegrationSecret(entry, 'token'),
    githubApps: entry.getOptionalConfigArray('apps')?.map(readGithubApp),
  };
}

function defaultUrls(host: string, baseUrl: string): { apiBaseUrl?: string; rawBaseUrl?: string } {
  if (host === GITHUB_HOST) {
    return {
      apiBaseUrl: 'https://api.github.com',
      rawBaseUrl: 'https://raw.githubusercontent.com',
    };
  }
  if (host.endsWith('.ghe.com')) return { apiBaseUrl: `https://api.${host}` };
  return { apiBaseUrl: `${baseUrl}/api/v3`, rawBaseUrl: `${baseUrl}/raw` };
}

function readGithubApp(app: Config): GithubAppConfig {
  return {
    appId: readAppId(app),
    privateKey: readRequiredIntegrationSecret(app, 'privateKey'),
    clientId: app.getOptionalString('clientId'),
    clientSecret: readIntegrationSecret(app, 'clientSecret'),
    webhookSecret: readIntegrationSecret(app, 'webhookSecret'),
    allowedInstallationOwners: app.getOptionalStringArray('allowedInstallationOwners'),
    publicAccess: app.getOptionalBoolean('publicAccess'),
  };
}

// Backstage's schema takes a number, or a string for values that come from `${ENV}`.
function readAppId(app: Config): string {
  const value = app.get('appId');
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!/^[1-9]\d*$/.test(text)) {
    throw integrationConfigError(app, 'appId', 'expected the numeric ID of a GitHub App');
  }
  return text;
}
