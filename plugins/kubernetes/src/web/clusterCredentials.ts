import type { OAuthClient, ProviderSession } from '@atrium/web-core';
import type { ClusterSummary, KubernetesRequestAuth } from '../shared/contract';

/**
 * The user tokens a cluster's requests carry (spec 001 §7 "Auth fields by provider"): a Google
 * access token for `google`, a Microsoft one for `aks`, the ID token of the named sign-in
 * provider for `oidc`. The server holds the credentials of every other provider, so the browser
 * sends nothing for them.
 */
export interface ClusterCredentials {
  /** The token for the cluster's requests, or undefined when its provider needs none. */
  tokenFor(cluster: ClusterSummary): Promise<string | undefined>;
  /** The `auth` of an objects query: one token per distinct provider of the clusters. */
  authFor(clusters: readonly ClusterSummary[]): Promise<KubernetesRequestAuth>;
}

interface UserTokenSource {
  providerId: string;
  scopes: string[];
  token: (session: ProviderSession) => string | undefined;
}

/** The scopes Google and Azure ask for to let a user's token reach GKE and AKS. */
const GOOGLE_CLOUD_READ_SCOPE = 'https://www.googleapis.com/auth/cloud-platform.read-only';
const AKS_USER_SCOPE = '6dae42f8-4368-4678-94ff-3960e28e3630/user.read';

function userTokenSource(cluster: ClusterSummary): UserTokenSource | undefined {
  switch (cluster.authProvider) {
    case 'google':
      return {
        providerId: 'google',
        scopes: [GOOGLE_CLOUD_READ_SCOPE],
        token: session => session.accessToken,
      };
    case 'aks':
      return {
        providerId: 'microsoft',
        scopes: [AKS_USER_SCOPE],
        token: session => session.accessToken,
      };
    case 'oidc':
      return cluster.oidcTokenProvider
        ? { providerId: cluster.oidcTokenProvider, scopes: [], token: session => session.idToken }
        : undefined;
    default:
      return undefined;
  }
}

/** What tells two clusters' providers apart: `oidc` clusters differ by their token provider. */
export function credentialKey(cluster: ClusterSummary): string {
  const provider = cluster.authProvider;
  return provider === 'oidc' ? `oidc.${cluster.oidcTokenProvider ?? ''}` : provider;
}

export function createClusterCredentials(
  authProviders: ReadonlyMap<string, OAuthClient>,
): ClusterCredentials {
  // A user who turned a login down is not asked again on every refresh: those clusters report
  // the missing token instead, until the page is opened again.
  const declined = new Set<string>();

  async function tokenFor(cluster: ClusterSummary): Promise<string | undefined> {
    const source = userTokenSource(cluster);
    const client = source && authProviders.get(source.providerId);
    if (!source || !client) return undefined;
    try {
      const session = await client.getSession({
        scopes: source.scopes,
        optional: declined.has(source.providerId),
      });
      return session && source.token(session);
    } catch {
      declined.add(source.providerId);
      return undefined;
    }
  }

  async function authFor(clusters: readonly ClusterSummary[]): Promise<KubernetesRequestAuth> {
    const distinct = new Map(clusters.map(cluster => [credentialKey(cluster), cluster]));
    let auth: KubernetesRequestAuth = {};
    for (const cluster of distinct.values()) {
      const token = await tokenFor(cluster);
      if (token !== undefined) auth = withToken(auth, cluster, token);
    }
    return auth;
  }

  return { tokenFor, authFor };
}

function withToken(
  auth: KubernetesRequestAuth,
  cluster: ClusterSummary,
  token: string,
): KubernetesRequestAuth {
  if (cluster.authProvider !== 'oidc') return { ...auth, [cluster.authProvider]: token };
  return { ...auth, oidc: { ...auth.oidc, [cluster.oidcTokenProvider ?? '']: token } };
}
