import type { Config } from '@atrium/server-core';
import type { AuthProviderFactory } from '../providers/AuthProvider';
import { createSignIn } from '../signIn/createSignIn';
import { commonSignInResolvers, type SignInResolver } from '../signIn/signInResolvers';
import { createOAuthProvider } from './createOAuthProvider';
import type { OAuthClient } from './OAuthClient';

/** One OAuth provider, as data: how to build its client, what it asks for, how people match. */
export interface OAuthProviderDefinition {
  id: string;
  title: string;
  /** Scopes always asked for; `additionalScopes` in the config adds to them. */
  defaultScopes(config: Config): readonly string[];
  /** Resolvers this provider offers beside the common ones, or in their place by name. */
  resolvers?: Readonly<Record<string, SignInResolver>>;
  /** When `signIn.resolvers` is not configured. */
  defaultResolvers: readonly string[];
  /** Reads the environment's block (clientId is known to be set) and builds the client. */
  createClient(config: Config, redirectUri: string): OAuthClient;
}

/**
 * An OAuth provider is configured when its block for `auth.environment` names a client id: the
 * shipped app-config.yaml lists providers whose unset `${VAR}`s leave the block empty.
 */
export function oauthEnvironmentConfig(config: Config, providerId: string): Config | undefined {
  const environment = config.getOptionalString('auth.environment') ?? 'development';
  const block = config.getOptionalConfig(`auth.providers.${providerId}.${environment}`);
  return block?.has('clientId') ? block : undefined;
}

/** Builds the provider's routes from its definition and the environment's config block. */
export function oauthProviderFactory(definition: OAuthProviderDefinition): AuthProviderFactory {
  return {
    id: definition.id,
    title: definition.title,
    create(context) {
      const config = context.config?.getOptionalConfig(context.environment);
      if (!config?.has('clientId')) return undefined;
      const redirectUri =
        config.getOptionalString('callbackUrl') ??
        `${context.backendBaseUrl}/api/auth/${definition.id}/handler/frame`;
      return createOAuthProvider({
        context,
        client: definition.createClient(config, redirectUri),
        redirectUri,
        defaultScopes: [
          ...definition.defaultScopes(config),
          ...readScopes(config, 'additionalScopes'),
        ],
        signIn: createSignIn({
          title: definition.title,
          config,
          resolvers: { ...commonSignInResolvers, ...definition.resolvers },
          defaultResolvers: definition.defaultResolvers,
          userDirectory: context.userDirectory,
          logger: context.logger,
        }),
      });
    },
  };
}

/** A scope list, written as a YAML list or one space-separated string. */
export function readScopes(config: Config, key: string): string[] {
  const value = config.getOptional(key);
  if (value === undefined) return [];
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return config.getStringArray(key);
}
