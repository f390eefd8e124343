import {
  authCookiesServiceRef,
  authTokensServiceRef,
  configSchema,
  databaseTables,
  definePlugin,
  optionalService,
  readDurationMs,
  userDirectoryServiceRef,
  type PluginDefinition,
} from '@atrium/server-core';
import { AUTH_PLUGIN_ID } from '../shared';
import { createAuthCookies, registerCookieRoutes } from './cookieRoutes';
import { setUpSigningKeys } from './keys/setUpSigningKeys';
import type { AuthDb } from './keys/signingKeyStore';
import { authMigrations } from './migrations';
import type { AuthProviderFactory } from './providers/AuthProvider';
import { builtInProviders } from './providers/builtInProviders';
import { assertUniqueIds, createAuthProviders } from './providers/createAuthProviders';
import { registerAuthRoutes } from './router';
import { createIdentityTokens } from './tokens/createIdentityTokens';

/** Identity tokens live an hour, as Backstage's do; the web app refreshes them before that. */
const DEFAULT_TOKEN_TTL_MS = 60 * 60 * 1000;
const DEFAULT_KEY_ROTATION_MS = 24 * 60 * 60 * 1000;

const authConfig = configSchema.object({
  auth: configSchema.object({ environment: configSchema.string().optional() }).optional(),
});

export interface AuthPluginOptions {
  /** Sign-in providers beside the built-in ones (the extension point); ids must be unique. */
  providers?: readonly AuthProviderFactory[];
}

/**
 * Sign-in and identity (spec 001 §5, §7): signing keys shared by the replicas, identity tokens,
 * their discovery documents, the sign-in providers and the auth cookie; the token authenticator
 * every plugin's requests are checked with.
 */
export function createAuthPlugin(options: AuthPluginOptions = {}): PluginDefinition {
  const factories = [...builtInProviders, ...(options.providers ?? [])];
  return definePlugin({
    id: AUTH_PLUGIN_ID,
    config: authConfig,
    deps: { userDirectory: optionalService(userDirectoryServiceRef) },
    provides: [authTokensServiceRef, authCookiesServiceRef],
    database: databaseTables<AuthDb>(),
    async setup({
      config,
      pluginConfig,
      database,
      router,
      deps,
      provide,
      logger,
      workingDirectory,
    }) {
      assertUniqueIds(factories);
      await database.migrate(authMigrations);
      const tokenTtlMs = readDurationMs(config, 'auth.tokenTtl') ?? DEFAULT_TOKEN_TTL_MS;
      const keys = await setUpSigningKeys({
        config,
        database,
        workingDirectory,
        env: process.env,
        logger,
        rotationMs: readDurationMs(config, 'auth.keyRotation') ?? DEFAULT_KEY_ROTATION_MS,
        tokenTtlMs,
      });
      const backendBaseUrl = config.getString('backend.baseUrl').replace(/\/$/, '');
      const issuer = `${backendBaseUrl}/api/${AUTH_PLUGIN_ID}`;
      const tokens = createIdentityTokens({ keys, issuer, tokenTtlMs });
      provide(authTokensServiceRef, tokens);

      const appOrigin = new URL(config.getOptionalString('app.baseUrl') ?? 'http://localhost:3000')
        .origin;
      const providers = createAuthProviders(factories, (factory, title) => ({
        providerId: factory.id,
        title,
        config: config.getOptionalConfig(`auth.providers.${factory.id}`),
        environment: pluginConfig.auth?.environment ?? 'development',
        appOrigin,
        backendBaseUrl,
        logger: logger.child({ provider: factory.id }),
        async issueIdentity(user) {
          const { token, expiresAt } = await tokens.issueUserToken(user);
          return {
            token,
            expiresInSeconds: Math.round((expiresAt.getTime() - Date.now()) / 1000),
            identity: { type: 'user', ...user },
          };
        },
        userDirectory: () => deps.userDirectory,
      }));
      registerAuthRoutes(router, { keys, issuer, providers });
      const secure = backendBaseUrl.startsWith('https:');
      const cookies = createAuthCookies({ tokens, secure });
      provide(authCookiesServiceRef, cookies);
      registerCookieRoutes(router, { cookies, secure });
    },
  });
}

export const authPlugin = createAuthPlugin();
