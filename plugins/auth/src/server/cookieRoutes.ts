import { AuthenticationError, NotAllowedError } from '@atrium/model';
import { AUTH_COOKIE_NAME, principalOf, type AuthCookies } from '@atrium/server-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { AuthCookieResponse } from '../shared';
import { clearCookie, serializeCookie } from './oauth/authCookies';
import type { IdentityTokens } from './tokens/createIdentityTokens';

export interface AuthCookiesOptions {
  tokens: IdentityTokens;
  /** Only over https: set when the backend is served over https. */
  secure: boolean;
}

/**
 * The auth cookie (spec 001 §7 "Session cookie") for what a page loads without headers (docs,
 * images): a limited token for the caller, which core accepts only on `user-cookie` routes. It
 * expires with the identity token it was issued for; the app asks again after refreshing.
 */
export function registerCookieRoutes(
  router: FastifyInstance,
  options: { cookies: AuthCookies; secure: boolean },
) {
  const { cookies } = options;
  const cookie = { path: '/', secure: options.secure };

  router.get('/v1/cookie', async (request, reply) => {
    const { setCookie, expiresAt } = await cookies.issue(request);
    const body: AuthCookieResponse = { expiresAt: expiresAt.toISOString() };
    return reply
      .header('set-cookie', setCookie)
      .header('cache-control', 'no-store')
      .status(200)
      .send(body);
  });

  // Signing out must work with an expired token too; deleting one's own cookie needs no identity.
  router.delete('/v1/cookie', { config: { auth: 'unauthenticated' } }, async (_request, reply) =>
    reply.header('set-cookie', clearCookie(AUTH_COOKIE_NAME, cookie)).status(204).send(),
  );
}

/** When the caller's identity token expires (the middleware has verified it). */
function bearerExpiry(request: FastifyRequest): Date {
  const token = /^Bearer\s+(\S+)/i.exec(request.headers.authorization ?? '')?.[1];
  const exp = token ? decodeJwt(token).exp : undefined;
  if (exp === undefined) throw new AuthenticationError('The identity token has no expiry');
  return new Date(exp * 1000);
}

/** Issues the cookie for a signed-in user's request; other plugins reach it as a service. */
export function createAuthCookies(options: AuthCookiesOptions): AuthCookies {
  const cookie = { path: '/', secure: options.secure };
  return {
    async issue(request) {
      const principal = principalOf(request);
      if (principal.type !== 'user') {
        throw new NotAllowedError('Only a signed-in user can have the auth cookie');
      }
      const expiresAt = bearerExpiry(request);
      const { token } = await options.tokens.issueLimitedUserToken(principal, expiresAt);
      const maxAgeSeconds = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
      const setCookie = serializeCookie(AUTH_COOKIE_NAME, token, { ...cookie, maxAgeSeconds });
      return { setCookie, expiresAt };
    },
  };
}
