import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AuthenticationError, InputError } from '@atrium/model';
import { mapErrorToResponse, parseWith, readCookie } from '@atrium/server-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import { z } from 'zod';
import { refreshCookieName, type AuthSessionResponse } from '../../shared';
import type { AuthProvider, AuthProviderContext } from '../providers/AuthProvider';
import type { SignIn } from '../signIn/createSignIn';
import { clearCookie, serializeCookie } from './authCookies';
import { checkAppOrigin, checkAppRedirectUrl } from './checkAppUrls';
import type { OAuthClient, OAuthResult } from './OAuthClient';
import { decodeOAuthState, encodeOAuthState, type OAuthState } from './oauthState';
import { renderPopupPage } from './renderPopupPage';
import { decodeStoredGrant, encodeStoredGrant } from './storedGrant';

export interface OAuthProviderOptions {
  context: AuthProviderContext;
  client: OAuthClient;
  /** Where the provider sends the browser back: `…/api/auth/{id}/handler/frame`. */
  redirectUri: string;
  /** Always asked for, whatever the app adds. */
  defaultScopes: readonly string[];
  signIn: SignIn;
}

/** A sign-in round trip takes minutes at most; its nonce and verifier cookies go after that. */
const START_COOKIE_SECONDS = 10 * 60;
/** Browsers cap cookie lifetimes at 400 days: the session lasts until sign-out or revocation. */
const REFRESH_COOKIE_SECONDS = 400 * 24 * 60 * 60;

const startQuery = z.object({
  scope: z.string().optional(),
  origin: z.string().optional(),
  flow: z.enum(['popup', 'redirect']).default('popup'),
  redirectUrl: z.string().optional(),
  env: z.string().optional(),
});

/**
 * The OAuth authorization-code flow with PKCE for one provider (spec 001 §7 "Auth"): start,
 * the provider's redirect back, refresh and logout. The PKCE verifier and the state's nonce stay
 * in HttpOnly cookies scoped to the handler, so page scripts never see them.
 */
export function createOAuthProvider(options: OAuthProviderOptions): AuthProvider {
  const { context, client } = options;
  const { providerId, title, appOrigin } = context;
  const basePath = `${new URL(context.backendBaseUrl).pathname.replace(/\/$/, '')}/api/auth/${providerId}`;
  const secure = context.backendBaseUrl.startsWith('https:');
  const handlerCookie = { path: `${basePath}/handler`, secure };
  const refreshCookie = { path: basePath, secure };
  const nonceName = `${providerId}-nonce`;
  const verifierName = `${providerId}-pkce-verifier`;
  const refreshName = refreshCookieName(providerId);

  async function session(result: OAuthResult): Promise<AuthSessionResponse> {
    const user = await options.signIn(result.profile);
    const backstageIdentity = await context.issueIdentity(user);
    const { email, displayName, picture } = result.profile;
    return {
      providerInfo: {
        ...result.providerInfo,
        // Without an expiry from the provider, the app refreshes with the identity token.
        expiresInSeconds:
          result.providerInfo.expiresInSeconds ?? backstageIdentity.expiresInSeconds,
      },
      profile: { email, displayName, picture },
      backstageIdentity,
    };
  }

  function keepGrant(reply: FastifyReply, result: OAuthResult) {
    reply.header(
      'set-cookie',
      serializeCookie(refreshName, encodeStoredGrant(result.grant), {
        ...refreshCookie,
        maxAgeSeconds: REFRESH_COOKIE_SECONDS,
      }),
    );
  }

  function checkNonce(request: FastifyRequest, state: OAuthState): string {
    const nonce = readCookie(request, nonceName);
    if (!nonce) {
      throw new AuthenticationError(
        'Invalid state: the sign-in nonce cookie is missing; start the sign-in again from the app',
      );
    }
    const expected = Buffer.from(nonce);
    const actual = Buffer.from(state.nonce);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      throw new AuthenticationError('Invalid state: the sign-in nonce does not match');
    }
    const verifier = readCookie(request, verifierName);
    if (!verifier)
      throw new AuthenticationError('Invalid state: the PKCE verifier cookie is missing');
    return verifier;
  }

  async function completeSignIn(request: FastifyRequest, state: OAuthState, reply: FastifyReply) {
    const codeVerifier = checkNonce(request, state);
    checkAppOrigin(state.origin, appOrigin);
    const query = request.query as Record<string, unknown>;
    if (typeof query.error === 'string') {
      const description =
        typeof query.error_description === 'string' ? query.error_description : query.error;
      throw new AuthenticationError(`${title} refused the sign-in: ${description}`);
    }
    const callbackUrl = new URL(options.redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback').search;
    const result = await client.exchangeCode({
      callbackUrl,
      codeVerifier,
      state: String(query.state),
      scope: state.scope,
    });
    const response = await session(result);
    keepGrant(reply, result);
    return response;
  }

  return {
    async start(request, reply) {
      const query = parseWith(startQuery, request.query, 'sign-in request');
      if (query.env !== undefined && query.env !== context.environment) {
        throw new InputError(
          `Invalid env '${query.env}': this server signs in with the '${context.environment}' ${title} configuration`,
        );
      }
      if (query.flow === 'redirect' && query.redirectUrl === undefined) {
        throw new InputError('Invalid sign-in request: the redirect flow needs a redirectUrl');
      }
      const state: OAuthState = {
        nonce: randomBytes(16).toString('base64url'),
        env: context.environment,
        origin: checkAppOrigin(query.origin, appOrigin),
        flow: query.flow,
        ...(query.redirectUrl !== undefined
          ? { redirectUrl: checkAppRedirectUrl(query.redirectUrl, appOrigin) }
          : {}),
        scope: mergeScopes(options.defaultScopes, query.scope),
      };
      const verifier = randomPKCECodeVerifier();
      const url = await client.authorizationUrl({
        state: encodeOAuthState(state),
        scope: state.scope,
        codeChallenge: await calculatePKCECodeChallenge(verifier),
      });
      const cookie = { ...handlerCookie, maxAgeSeconds: START_COOKIE_SECONDS };
      return reply
        .header('set-cookie', [
          serializeCookie(nonceName, state.nonce, cookie),
          serializeCookie(verifierName, verifier, cookie),
        ])
        .header('cache-control', 'no-store')
        .redirect(url.href, 302);
    },

    async frameHandler(request, reply) {
      // Without a readable state there is no flow to answer in: a plain error body.
      const state = decodeOAuthState((request.query as Record<string, unknown>).state);
      reply
        .header('set-cookie', [
          clearCookie(nonceName, handlerCookie),
          clearCookie(verifierName, handlerCookie),
        ])
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
      if (state.flow === 'redirect') {
        await completeSignIn(request, state, reply);
        return reply.redirect(checkAppRedirectUrl(state.redirectUrl ?? '', appOrigin), 302);
      }
      try {
        const response = await completeSignIn(request, state, reply);
        return sendPopup(reply, 200, appOrigin, { type: 'authorization_response', response });
      } catch (error) {
        const mapped = mapErrorToResponse(error);
        if (mapped.status >= 500) request.log.error({ err: error }, 'Sign-in failed');
        return sendPopup(reply, mapped.status, appOrigin, {
          type: 'authorization_response',
          error: { name: mapped.name, message: mapped.message },
        });
      }
    },

    async refresh(request, reply) {
      const cookie = readCookie(request, refreshName);
      if (!cookie) {
        throw new AuthenticationError(
          `No ${title} session: the refresh cookie is missing; sign in with ${title} again`,
        );
      }
      const grant = decodeStoredGrant(cookie, title);
      const result = await client.refresh(grant);
      const response = await session(result);
      // Providers that rotate refresh tokens invalidate the old one: keep the new one.
      if (result.grant.token !== grant.token) keepGrant(reply, result);
      return response;
    },

    async logout(_request, reply) {
      reply.header('set-cookie', clearCookie(refreshName, refreshCookie));
    },
  };
}

function sendPopup(
  reply: FastifyReply,
  status: number,
  appOrigin: string,
  message: Parameters<typeof renderPopupPage>[1],
) {
  const page = renderPopupPage(appOrigin, message);
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.contentSecurityPolicy)
    .header('x-content-type-options', 'nosniff')
    .send(page.html);
}

/** The provider's own scopes plus the app's, once each (the app may separate with commas). */
export function mergeScopes(defaults: readonly string[], requested: string | undefined): string {
  const scopes = [...defaults, ...(requested ?? '').split(/[\s,]+/)].filter(Boolean);
  return [...new Set(scopes)].join(' ');
}
