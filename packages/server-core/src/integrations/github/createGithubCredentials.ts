import { importPKCS8, SignJWT } from 'jose';
import { createPrivateKey } from 'node:crypto';
import { ServiceUnavailableError } from '@atrium/model';
import type { GithubAppConfig, ScmIntegration } from '../ScmIntegration';

/** What a GitHub API call to one account's repositories is authorised with. */
export interface GithubCredentials {
  /** The `Authorization` header value. */
  readonly authorization: string;
  /** `app` for an installation token, `token` for the configured one. */
  readonly kind: 'app' | 'token';
}

export interface GithubCredentialsProvider {
  /** Credentials for the account (user or organisation) owning a repository; undefined without any. */
  forOwner(owner: string): Promise<GithubCredentials | undefined>;
}

interface Installation {
  id: number;
  account: { login: string } | null;
}

interface CachedToken {
  token: string;
  /** Epoch ms after which a fresh token is made: a minute before GitHub's expiry. */
  renewAt: number;
}

/** Installations are listed again after this long: a newly installed app is seen within it. */
const INSTALLATIONS_TTL_MS = 10 * 60_000;
/** GitHub refuses app JWTs living longer than ten minutes; the clock may run a little ahead. */
const JWT_LIFETIME_S = 9 * 60;
const CLOCK_SKEW_S = 60;
const RENEW_BEFORE_EXPIRY_MS = 60_000;

/**
 * GitHub credentials of one integration: an installation token of a configured GitHub App whose
 * installation covers the account, else the integration's token. Installation lists and tokens are
 * cached (tokens until a minute before they expire), so a discovery run makes no token call per
 * repository.
 */
export function createGithubCredentials(
  integration: ScmIntegration,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): GithubCredentialsProvider {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const apiBaseUrl = integration.apiBaseUrl ?? `${integration.baseUrl}/api/v3`;
  const apps = (integration.githubApps ?? []).map(app => createAppClient(app));

  function createAppClient(app: GithubAppConfig) {
    let installations: { list: Installation[]; fetchedAt: number } | undefined;
    const tokens = new Map<number, CachedToken>();
    let key: Promise<CryptoKey> | undefined;

    async function appJwt(): Promise<string> {
      const seconds = Math.floor(now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer(app.appId)
        .setIssuedAt(seconds - CLOCK_SKEW_S)
        .setExpirationTime(seconds + JWT_LIFETIME_S)
        .sign(await (key ??= signingKey(app, integration.host)));
    }

    async function call<T>(method: 'GET' | 'POST', path: string): Promise<T> {
      const response = await fetchImpl(`${apiBaseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await appJwt()}`,
          accept: 'application/vnd.github+json',
        },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ServiceUnavailableError(
          `GitHub App ${app.appId} on ${integration.host} could not authenticate: ${method} ${path} answered HTTP ${response.status}`,
        );
      }
      return (await response.json()) as T;
    }

    async function listInstallations(): Promise<Installation[]> {
      if (installations && now() - installations.fetchedAt < INSTALLATIONS_TTL_MS) {
        return installations.list;
      }
      const list: Installation[] = [];
      for (let page = 1; ; page++) {
        const batch = await call<Installation[]>(
          'GET',
          `/app/installations?per_page=100&page=${page}`,
        );
        list.push(...batch);
        if (batch.length < 100) break;
      }
      installations = { list, fetchedAt: now() };
      return list;
    }

    async function installationToken(id: number): Promise<string> {
      const cached = tokens.get(id);
      if (cached && now() < cached.renewAt) return cached.token;
      const { token, expires_at } = await call<{ token: string; expires_at: string }>(
        'POST',
        `/app/installations/${id}/access_tokens`,
      );
      tokens.set(id, { token, renewAt: Date.parse(expires_at) - RENEW_BEFORE_EXPIRY_MS });
      return token;
    }

    const allows = (owner: string) =>
      !app.allowedInstallationOwners ||
      app.allowedInstallationOwners.some(allowed => sameLogin(allowed, owner));

    return {
      async tokenFor(owner: string): Promise<string | undefined> {
        if (!allows(owner)) return undefined;
        const installation = (await listInstallations()).find(
          candidate => candidate.account && sameLogin(candidate.account.login, owner),
        );
        return installation ? installationToken(installation.id) : undefined;
      },
      /** Any installation's token, for public repositories of accounts without one. */
      async publicToken(): Promise<string | undefined> {
        if (!app.publicAccess) return undefined;
        const first = (await listInstallations()).find(candidate => candidate.account);
        return first ? installationToken(first.id) : undefined;
      },
    };
  }

  return {
    async forOwner(owner) {
      for (const app of apps) {
        const token = await app.tokenFor(owner);
        if (token) return { authorization: `Bearer ${token}`, kind: 'app' };
      }
      if (integration.token) return { authorization: `token ${integration.token}`, kind: 'token' };
      for (const app of apps) {
        const token = await app.publicToken();
        if (token) return { authorization: `Bearer ${token}`, kind: 'app' };
      }
      return undefined;
    },
  };
}

function sameLogin(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** GitHub hands out PKCS#1 keys (`BEGIN RSA PRIVATE KEY`); jose reads PKCS#8, so convert once. */
async function signingKey(app: GithubAppConfig, host: string): Promise<CryptoKey> {
  let pkcs8: string;
  try {
    pkcs8 = createPrivateKey(app.privateKey).export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    throw new ServiceUnavailableError(
      `GitHub App ${app.appId} on ${host}: its privateKey is not a PEM private key`,
    );
  }
  return importPKCS8(pkcs8, 'RS256');
}
