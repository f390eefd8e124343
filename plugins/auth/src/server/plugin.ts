import type { Kysely } from 'kysely';
import { definePlugin, readDurationMs, authTokensServiceRef } from '@atrium/server-core';
import { AUTH_PLUGIN_ID, type AuthSessionResponse } from '../shared';
import { createSigningKeys } from './keys/createSigningKeys';
import { createSigningKeyStore, type AuthDb } from './keys/signingKeyStore';
import { authMigrations } from './migrations';
import { GUEST_USER_REF, isGuestEnabled } from './providers/guestProvider';
import { registerAuthRoutes, type SignInProvider } from './router';
import { createIdentityTokens } from './tokens/createIdentityTokens';

/** Identity tokens live an hour, as Backstage's do; the web app refreshes them before that. */
const DEFAULT_TOKEN_TTL_MS = 60 * 60 * 1000;
const DEFAULT_KEY_ROTATION_MS = 24 * 60 * 60 * 1000;

/**
 * Sign-in and identity (spec 001 §5, §7): signing keys shared by the replicas, identity tokens,
 * their discovery documents, and the sign-in providers. Install it before the plugins that
 * authenticate callers: it provides the token authenticator they use.
 */
export const authPlugin = definePlugin({
  id: AUTH_PLUGIN_ID,
  async setup({ config, database, router, services }) {
    await database.migrate(authMigrations);
    const tokenTtlMs = readDurationMs(config, 'auth.tokenTtl') ?? DEFAULT_TOKEN_TTL_MS;
    const keys = createSigningKeys({
      store: createSigningKeyStore(database.db as Kysely<AuthDb>),
      rotationMs: readDurationMs(config, 'auth.keyRotation') ?? DEFAULT_KEY_ROTATION_MS,
      tokenTtlMs,
    });
    const issuer = `${config.getString('backend.baseUrl').replace(/\/$/, '')}/api/${AUTH_PLUGIN_ID}`;
    const tokens = createIdentityTokens({ keys, issuer, tokenTtlMs });
    services.provide(authTokensServiceRef, tokens);

    const providers = new Map<string, SignInProvider>();
    if (isGuestEnabled(config)) {
      providers.set('guest', {
        async refresh(): Promise<AuthSessionResponse> {
          const ownershipEntityRefs = [GUEST_USER_REF];
          const { token, expiresAt } = await tokens.issueUserToken({
            userEntityRef: GUEST_USER_REF,
            ownershipEntityRefs,
          });
          return {
            providerInfo: {},
            profile: { displayName: 'Guest' },
            backstageIdentity: {
              token,
              expiresInSeconds: Math.round((expiresAt.getTime() - Date.now()) / 1000),
              identity: { type: 'user', userEntityRef: GUEST_USER_REF, ownershipEntityRefs },
            },
          };
        },
      });
    }
    registerAuthRoutes(router, { keys, tokens, issuer, providers });
  },
});
