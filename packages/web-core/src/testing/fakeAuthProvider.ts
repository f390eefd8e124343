import type { OAuthClient, ProviderSession } from '../identity/oauth/createOAuthClient';

/** An OAuth client that hands out a token and remembers the scopes it was asked for. */
export function fakeAuthProvider(providerId: string, asked: string[][] = []): OAuthClient {
  const session = (scopes: string[]): ProviderSession => ({
    accessToken: `${providerId}-token`,
    scopes: new Set(scopes),
    profile: {},
    response: {} as ProviderSession['response'],
  });
  return {
    providerId,
    title: providerId,
    getSession: (async (options?: { scopes?: string[] }) => {
      asked.push(options?.scopes ?? []);
      return session(options?.scopes ?? []);
    }) as OAuthClient['getSession'],
    refresh: async () => session([]),
    signInWithPopup: async () => session([]),
    requestLogin: async () => session([]),
    signOut: async () => undefined,
    current: () => undefined,
    subscribe: () => () => undefined,
  };
}
