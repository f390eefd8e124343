import {
  createApiClient,
  createLoginRequests,
  createOAuthClient,
  type OAuthClient,
} from '@atrium/web-core';
import { describe, expect, it, vi } from 'vitest';
import type { ClusterSummary } from '../shared/contract';
import { createClusterCredentials, credentialKey } from './clusterCredentials';

/**
 * Sign-in providers over one fake auth backend: each provider in `sessions` answers a refresh
 * with its own access and ID tokens and the scopes asked for; the others have no session.
 */
function authProviders(providerIds: string[], sessions: string[] = providerIds) {
  const refreshes: { provider: string; scope: string }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async input => {
    const url = new URL(String(input));
    const provider = url.pathname.split('/')[3]!;
    const scope = url.searchParams.get('scope') ?? '';
    refreshes.push({ provider, scope });
    if (!sessions.includes(provider)) return new Response(null, { status: 401 });
    return Response.json({
      providerInfo: { accessToken: `${provider}-access`, idToken: `${provider}-id`, scope },
      profile: { email: 'ada@example.com' },
    });
  });
  const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch });
  const loginRequests = createLoginRequests();
  const clients = new Map<string, OAuthClient>(
    providerIds.map(providerId => [
      providerId,
      createOAuthClient({ providerId, title: providerId, api, loginRequests }),
    ]),
  );
  return { clients, refreshes, loginRequests };
}

const clusters: ClusterSummary[] = [
  { name: 'gke-1', authProvider: 'google' },
  { name: 'gke-2', authProvider: 'google' },
  { name: 'aks', authProvider: 'aks' },
  { name: 'okta-1', authProvider: 'oidc', oidcTokenProvider: 'okta' },
  { name: 'okta-2', authProvider: 'oidc', oidcTokenProvider: 'okta' },
  { name: 'gitlab', authProvider: 'oidc', oidcTokenProvider: 'gitlab' },
  { name: 'sa', authProvider: 'serviceAccount' },
  { name: 'eks', authProvider: 'aws' },
  { name: 'local', authProvider: 'localKubectlProxy' },
];

describe('createClusterCredentials', () => {
  it('asks each distinct provider once and puts its token where the server looks', async () => {
    const { clients, refreshes } = authProviders(['google', 'microsoft', 'okta', 'gitlab']);

    const auth = await createClusterCredentials(clients).authFor(clusters);

    expect(auth).toEqual({
      google: 'google-access',
      aks: 'microsoft-access',
      oidc: { okta: 'okta-id', gitlab: 'gitlab-id' },
    });
    expect(refreshes.map(refresh => refresh.provider)).toEqual([
      'google',
      'microsoft',
      'okta',
      'gitlab',
    ]);
    expect(refreshes[0]!.scope).toContain(
      'https://www.googleapis.com/auth/cloud-platform.read-only',
    );
    expect(refreshes[1]!.scope).toContain('6dae42f8-4368-4678-94ff-3960e28e3630/user.read');
  });

  it('gives no token, and asks nobody, for providers whose credentials the server holds', async () => {
    const { clients, refreshes } = authProviders(['google']);
    const credentials = createClusterCredentials(clients);

    for (const authProvider of ['serviceAccount', 'aws', 'azure', 'googleServiceAccount']) {
      expect(await credentials.tokenFor({ name: 'c', authProvider })).toBeUndefined();
    }
    expect(
      await credentials.authFor([
        { name: 'sa', authProvider: 'serviceAccount' },
        { name: 'eks', authProvider: 'aws' },
      ]),
    ).toEqual({});
    expect(refreshes).toEqual([]);
  });

  it('leaves out a provider the app cannot sign in with, so only that cluster reports it', async () => {
    const { clients } = authProviders(['okta']);

    const auth = await createClusterCredentials(clients).authFor(clusters);

    expect(auth).toEqual({ oidc: { okta: 'okta-id' } });
  });

  it('asks the user to log in once; turned down, later refreshes go without asking', async () => {
    const { clients, loginRequests } = authProviders(['google'], []);
    const credentials = createClusterCredentials(clients);
    const cluster = { name: 'gke', authProvider: 'google' };

    const first = credentials.tokenFor(cluster);
    await vi.waitFor(() => expect(loginRequests.pending()).toHaveLength(1));
    loginRequests.rejectAll();
    expect(await first).toBeUndefined();

    expect(await credentials.tokenFor(cluster)).toBeUndefined();
    expect(loginRequests.pending()).toHaveLength(0);
  });
});

describe('credentialKey', () => {
  it('tells oidc clusters apart by their token provider', () => {
    expect(credentialKey({ name: 'a', authProvider: 'oidc', oidcTokenProvider: 'okta' })).toBe(
      'oidc.okta',
    );
    expect(credentialKey({ name: 'b', authProvider: 'serviceAccount' })).toBe('serviceAccount');
  });
});
