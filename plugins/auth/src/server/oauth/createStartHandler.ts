import { randomBytes } from 'node:crypto';
import { InputError } from '@atrium/model';
import { parseWith } from '@atrium/server-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import { z } from 'zod';
import type { AuthProviderContext } from '../providers/AuthProvider';
import { checkAppOrigin, checkAppRedirectUrl } from './checkAppUrls';
import type { OAuthClient } from './OAuthClient';
import { encodeOAuthState, type OAuthState } from './oauthState';
import type { ProviderCookies } from './providerCookies';

const startQuery = z.object({
  scope: z.string().optional(),
  origin: z.string().optional(),
  flow: z.enum(['popup', 'redirect']).default('popup'),
  redirectUrl: z.string().optional(),
  env: z.string().optional(),
});

export interface StartHandlerOptions {
  context: AuthProviderContext;
  client: OAuthClient;
  cookies: ProviderCookies;
  /** Always asked for, whatever the app adds. */
  defaultScopes: readonly string[];
}

/**
 * `GET /{provider}/start` (spec 001 §7): checks where the result may go, then sends the browser
 * to the provider with the state and a PKCE S256 challenge; the nonce and verifier go into the
 * handler's cookies.
 */
export function createStartHandler(options: StartHandlerOptions) {
  const { context, client, cookies } = options;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseWith(startQuery, request.query, 'sign-in request');
    if (query.env !== undefined && query.env !== context.environment) {
      throw new InputError(
        `Invalid env '${query.env}': this server signs in with the '${context.environment}' ${context.title} configuration`,
      );
    }
    if (query.flow === 'redirect' && query.redirectUrl === undefined) {
      throw new InputError('Invalid sign-in request: the redirect flow needs a redirectUrl');
    }
    const state: OAuthState = {
      nonce: randomBytes(16).toString('base64url'),
      env: context.environment,
      origin: checkAppOrigin(query.origin, context.appOrigin),
      flow: query.flow,
      ...(query.redirectUrl !== undefined
        ? { redirectUrl: checkAppRedirectUrl(query.redirectUrl, context.appOrigin) }
        : {}),
      scope: mergeScopes(options.defaultScopes, query.scope),
    };
    const verifier = randomPKCECodeVerifier();
    const url = await client.authorizationUrl({
      state: encodeOAuthState(state),
      scope: state.scope,
      codeChallenge: await calculatePKCECodeChallenge(verifier),
    });
    return reply
      .header('set-cookie', cookies.start(state.nonce, verifier))
      .header('cache-control', 'no-store')
      .redirect(url.href, 302);
  };
}

/** The provider's own scopes plus the app's, once each (the app may separate with commas). */
export function mergeScopes(defaults: readonly string[], requested: string | undefined): string {
  const scopes = [...defaults, ...(requested ?? '').split(/[\s,]+/)].filter(Boolean);
  return [...new Set(scopes)].join(' ');
}
