import { AuthenticationError } from '@atrium/model';
import type { Config } from '@atrium/server-core';
import * as openid from 'openid-client';
import { createOpenIdClient, oauth2Configuration } from '../oauth/createOpenIdClient';
import type { ProviderProfile } from '../oauth/OAuthClient';
import type { OAuthProviderDefinition } from '../oauth/oauthProviderFactory';
import { annotationResolver, type SignInResolver } from '../signIn/signInResolvers';
import { PROVIDER_TITLES } from '../../shared';

/** Reads one JSON document of the provider's API with the person's token. */
type FetchJson = (url: string, options?: { optional?: boolean }) => Promise<unknown>;

/** An OAuth 2 provider without discovery: its endpoints and how to read who signed in. */
interface OAuth2ProviderSpec {
  id: string;
  endpoints(config: Config): { authorize: string; token: string; api: string };
  clientAuth?: 'basic' | 'post';
  defaultScopes: readonly string[];
  authorizationParams?: Record<string, string>;
  readProfile(fetchJson: FetchJson, api: string): Promise<ProviderProfile>;
  resolvers?: Readonly<Record<string, SignInResolver>>;
  defaultResolvers?: readonly string[];
}

const specs: OAuth2ProviderSpec[] = [
  {
    id: 'github',
    // GitHub Enterprise Server serves OAuth on its own host and the API under /api/v3.
    endpoints: config => {
      const instance = config.getOptionalString('enterpriseInstanceUrl')?.replace(/\/$/, '');
      const base = instance ?? 'https://github.com';
      return {
        authorize: `${base}/login/oauth/authorize`,
        token: `${base}/login/oauth/access_token`,
        api: instance ? `${instance}/api/v3` : 'https://api.github.com',
      };
    },
    defaultScopes: ['read:user', 'user:email'],
    readProfile: async (fetchJson, api) => {
      const user = (await fetchJson(`${api}/user`)) as GithubUser;
      // Only verified addresses match catalog users; without user:email the list is refused.
      const emails = ((await fetchJson(`${api}/user/emails`, { optional: true })) ??
        []) as GithubEmail[];
      const verified = emails.filter(entry => entry.verified);
      const email =
        verified.find(entry => entry.primary)?.email ??
        verified[0]?.email ??
        user.email ??
        undefined;
      return {
        email,
        displayName: user.name ?? user.login,
        picture: user.avatar_url,
        username: user.login,
        userId: String(user.id),
      };
    },
    resolvers: {
      // The catalog's GitHub org import names users by login in this annotation.
      usernameMatchingUserEntityName: profile =>
        profile.username
          ? [
              { annotation: 'github.com/user-login', value: profile.username },
              { name: profile.username },
            ]
          : [],
      userIdMatchingUserEntityAnnotation: annotationResolver('github.com/user-id', 'userId'),
    },
    defaultResolvers: ['usernameMatchingUserEntityName'],
  },
  {
    id: 'gitlab',
    endpoints: config => {
      const base = (config.getOptionalString('audience') ?? 'https://gitlab.com').replace(
        /\/$/,
        '',
      );
      return {
        authorize: `${base}/oauth/authorize`,
        token: `${base}/oauth/token`,
        api: `${base}/api/v4`,
      };
    },
    defaultScopes: ['read_user'],
    readProfile: async (fetchJson, api) => {
      const user = (await fetchJson(`${api}/user`)) as GitlabUser;
      return {
        email: user.email ?? user.public_email ?? undefined,
        displayName: user.name ?? user.username,
        picture: user.avatar_url,
        username: user.username,
        userId: String(user.id),
      };
    },
  },
  {
    id: 'bitbucket',
    endpoints: () => ({
      authorize: 'https://bitbucket.org/site/oauth2/authorize',
      token: 'https://bitbucket.org/site/oauth2/access_token',
      api: 'https://api.bitbucket.org/2.0',
    }),
    clientAuth: 'basic',
    defaultScopes: ['account', 'email'],
    readProfile: async (fetchJson, api) => {
      const user = (await fetchJson(`${api}/user`)) as BitbucketUser;
      const emails = ((await fetchJson(`${api}/user/emails`, { optional: true })) ?? {
        values: [],
      }) as { values: BitbucketEmail[] };
      const confirmed = emails.values.filter(entry => entry.is_confirmed);
      return {
        email: (confirmed.find(entry => entry.is_primary) ?? confirmed[0])?.email,
        displayName: user.display_name ?? user.username,
        picture: user.links?.avatar?.href,
        username: user.username,
        userId: user.account_id ?? user.uuid,
      };
    },
  },
  {
    id: 'atlassian',
    endpoints: () => ({
      authorize: 'https://auth.atlassian.com/authorize',
      token: 'https://auth.atlassian.com/oauth/token',
      api: 'https://api.atlassian.com',
    }),
    defaultScopes: ['offline_access', 'read:me', 'read:account'],
    authorizationParams: { audience: 'api.atlassian.com', prompt: 'consent' },
    readProfile: async (fetchJson, api) => {
      const me = (await fetchJson(`${api}/me`)) as AtlassianUser;
      return {
        email: me.email,
        displayName: me.name ?? me.nickname,
        picture: me.picture,
        username: me.nickname,
        userId: me.account_id,
      };
    },
  },
];

export const oauth2Providers: OAuthProviderDefinition[] = specs.map(spec => {
  const title = PROVIDER_TITLES[spec.id] ?? spec.id;
  return {
    id: spec.id,
    title,
    defaultScopes: () => spec.defaultScopes,
    resolvers: spec.resolvers,
    defaultResolvers: spec.defaultResolvers ?? ['emailMatchingUserEntityProfileEmail'],
    createClient(config, redirectUri) {
      const endpoints = spec.endpoints(config);
      const configuration = oauth2Configuration({
        issuer: new URL(endpoints.authorize).origin,
        authorizationEndpoint: endpoints.authorize,
        tokenEndpoint: endpoints.token,
        clientId: config.getString('clientId'),
        clientSecret: config.getString('clientSecret'),
        clientAuth: spec.clientAuth,
      });
      return createOpenIdClient({
        title,
        redirectUri,
        authorizationParams: spec.authorizationParams,
        configuration: async () => configuration,
        readProfile: (config, { accessToken }) =>
          spec.readProfile(apiReader(config, accessToken, title), endpoints.api),
      });
    },
  };
});

function apiReader(config: openid.Configuration, accessToken: string, title: string): FetchJson {
  return async (url, options = {}) => {
    const response = await openid.fetchProtectedResource(
      config,
      accessToken,
      new URL(url),
      'GET',
      undefined,
      // GitHub's API refuses requests without a User-Agent.
      new Headers({ accept: 'application/json', 'user-agent': 'Atrium' }),
    );
    if (response.ok) return response.json();
    await response.body?.cancel();
    if (options.optional) return undefined;
    throw new AuthenticationError(
      `${title} did not give the signed-in profile (HTTP ${response.status} from ${new URL(url).pathname})`,
    );
  };
}

interface GithubUser {
  login: string;
  id: number;
  name?: string | null;
  email?: string | null;
  avatar_url?: string;
}
interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}
interface GitlabUser {
  id: number;
  username: string;
  name?: string;
  email?: string | null;
  public_email?: string | null;
  avatar_url?: string;
}
interface BitbucketUser {
  username?: string;
  display_name?: string;
  account_id?: string;
  uuid?: string;
  links?: { avatar?: { href?: string } };
}
interface BitbucketEmail {
  email: string;
  is_primary: boolean;
  is_confirmed: boolean;
}
interface AtlassianUser {
  account_id: string;
  email?: string;
  name?: string;
  nickname?: string;
  picture?: string;
}
