import { ConfigError, type Config } from '@atrium/server-core';
import * as openid from 'openid-client';
import {
  createOpenIdClient,
  isLoopbackUrl,
  PROVIDER_TIMEOUT_SECONDS,
} from '../oauth/createOpenIdClient';
import type { ProviderProfile } from '../oauth/OAuthClient';
import { readScopes, type OAuthProviderDefinition } from '../oauth/oauthProviderFactory';
import { annotationResolver, type SignInResolver } from '../signIn/signInResolvers';
import { PROVIDER_TITLES } from '../../shared';

/** An OpenID Connect provider: where its discovery document is, and what it needs asked. */
interface OpenIdProviderSpec {
  id: string;
  /** The issuer, or the full URL of its discovery document. */
  discoveryUrl(config: Config): string;
  defaultScopes(config: Config): readonly string[];
  authorizationParams?(config: Config): Record<string, string | undefined>;
  /** Default `client_secret_basic`, as OpenID Connect's default. */
  clientAuth?(config: Config): 'basic' | 'post';
  resolvers?: Readonly<Record<string, SignInResolver>>;
  /** Entra ID's sign-in name is the person's verified address in the tenant. */
  usernameIsEmail?: boolean;
}

const OIDC_SCOPES = ['openid', 'profile', 'email'];
const OFFLINE_SCOPES = [...OIDC_SCOPES, 'offline_access'];

/** The OpenID Connect providers: the generic one and those that differ only by issuer. */
const specs: OpenIdProviderSpec[] = [
  {
    id: 'oidc',
    discoveryUrl: config => config.getString('metadataUrl'),
    defaultScopes: config => (config.has('scope') ? readScopes(config, 'scope') : OIDC_SCOPES),
    clientAuth: config =>
      config.getOptionalString('tokenEndpointAuthMethod') === 'client_secret_post'
        ? 'post'
        : 'basic',
  },
  {
    id: 'google',
    discoveryUrl: () => 'https://accounts.google.com',
    defaultScopes: () => OIDC_SCOPES,
    // Google issues a refresh token only for offline access, on a consent screen.
    authorizationParams: () => ({ access_type: 'offline', prompt: 'consent' }),
    resolvers: {
      emailMatchingUserEntityAnnotation: annotationResolver('google.com/email', 'email'),
    },
  },
  {
    id: 'microsoft',
    discoveryUrl: config =>
      `https://login.microsoftonline.com/${encodeURIComponent(config.getString('tenantId'))}/v2.0`,
    defaultScopes: () => [...OFFLINE_SCOPES, 'User.Read'],
    usernameIsEmail: true,
    resolvers: {
      emailMatchingUserEntityAnnotation: annotationResolver('microsoft.com/email', 'email'),
    },
  },
  {
    id: 'okta',
    discoveryUrl: config => {
      const audience = config.getString('audience').replace(/\/$/, '');
      const server = config.getOptionalString('authServerId');
      return server ? `${audience}/oauth2/${encodeURIComponent(server)}` : audience;
    },
    defaultScopes: () => OFFLINE_SCOPES,
    resolvers: { emailMatchingUserEntityAnnotation: annotationResolver('okta.com/email', 'email') },
  },
  {
    id: 'onelogin',
    discoveryUrl: config => config.getString('issuer'),
    defaultScopes: () => OIDC_SCOPES,
  },
  {
    id: 'auth0',
    // Auth0's issuer ends with a slash; discovery compares it exactly.
    discoveryUrl: config => `https://${config.getString('domain')}/`,
    defaultScopes: () => OFFLINE_SCOPES,
    authorizationParams: config => ({
      audience: config.getOptionalString('audience'),
      connection: config.getOptionalString('connection'),
    }),
    clientAuth: () => 'post',
  },
];

export const openIdProviders: OAuthProviderDefinition[] = specs.map(spec => ({
  id: spec.id,
  title: PROVIDER_TITLES[spec.id] ?? spec.id,
  defaultScopes: spec.defaultScopes,
  resolvers: spec.resolvers,
  defaultResolvers: ['emailMatchingUserEntityProfileEmail'],
  createClient(config, redirectUri) {
    const title = PROVIDER_TITLES[spec.id] ?? spec.id;
    const discoveryUrl = checkedUrl(spec.discoveryUrl(config), spec.id);
    const clientId = config.getString('clientId');
    const clientSecret = config.getString('clientSecret');
    const prompt = config.getOptionalString('prompt');
    return createOpenIdClient({
      title,
      redirectUri,
      authorizationParams: definedOnly({
        ...spec.authorizationParams?.(config),
        ...(prompt ? { prompt } : {}),
      }),
      configuration: () =>
        openid.discovery(
          new URL(discoveryUrl),
          clientId,
          clientSecret,
          spec.clientAuth?.(config) === 'post'
            ? openid.ClientSecretPost(clientSecret)
            : openid.ClientSecretBasic(clientSecret),
          {
            timeout: PROVIDER_TIMEOUT_SECONDS,
            execute: isLoopbackUrl(discoveryUrl) ? [openid.allowInsecureRequests] : [],
          },
        ),
      readProfile: (configuration, session) =>
        readOpenIdProfile(configuration, session, spec.usernameIsEmail === true),
    });
  },
}));

/**
 * The person from the ID token's claims and the userinfo endpoint (most providers put the
 * profile claims only there). An address the provider marks unverified is not used for matching.
 */
async function readOpenIdProfile(
  configuration: openid.Configuration,
  { accessToken, claims }: { accessToken: string; claims?: openid.IDToken },
  usernameIsEmail: boolean,
): Promise<ProviderProfile> {
  const hasUserInfo = configuration.serverMetadata().userinfo_endpoint !== undefined;
  const userInfo = hasUserInfo
    ? await openid.fetchUserInfo(configuration, accessToken, claims?.sub ?? openid.skipSubjectCheck)
    : {};
  const all: Record<string, unknown> = { ...claims, ...userInfo };
  const text = (key: string) => (typeof all[key] === 'string' ? (all[key] as string) : undefined);
  const username = text('preferred_username');
  const email =
    all.email_verified === false
      ? undefined
      : (text('email') ?? (usernameIsEmail && username?.includes('@') ? username : undefined));
  return {
    email,
    displayName: text('name') ?? username,
    picture: text('picture'),
    username: username?.includes('@') ? undefined : username,
    userId: text('sub'),
  };
}

function checkedUrl(url: string, providerId: string): string {
  if (!URL.canParse(url) || (!url.startsWith('https://') && !isLoopbackUrl(url))) {
    throw new ConfigError(
      `The ${providerId} sign-in provider needs an https URL, not '${url}' (plain http only on this machine)`,
    );
  }
  return url;
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
