import { AuthenticationError } from '@atrium/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceRegistry } from '../plugin/serviceRegistry';
import { readCookie } from '../http/readCookie';
import { authTokensServiceRef, type Principal } from './principal';

/**
 * Who may call a route, set in its options: `router.get(path, { config: { auth: 'unauthenticated' } }, …)`.
 * - `required` (the default): a bearer token of a user or a service.
 * - `user-cookie`: the same, or the auth cookie, for content a page loads without headers.
 * - `unauthenticated`: anyone; a valid token still names the caller.
 */
export type RouteAuthPolicy = 'required' | 'user-cookie' | 'unauthenticated';

/** The cookie `GET /api/auth/v1/cookie` sets: a limited token, sent back with page loads. */
export const AUTH_COOKIE_NAME = 'atrium-auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuthPolicy;
  }
  interface FastifyRequest {
    /** Who is calling; set before the handler runs (absent only on unauthenticated routes). */
    principal?: Principal;
  }
}

/**
 * Authenticates every request to a plugin's routes before its handler runs, so no plugin can
 * forget to: a missing, expired, tampered or foreign token is a 401 in the standard error body.
 */
export function registerRequestAuth(router: FastifyInstance, services: ServiceRegistry) {
  router.addHook('onRequest', async request => {
    const policy = request.routeOptions.config.auth ?? 'required';
    const bearer = bearerToken(request);
    const cookie = policy === 'required' ? undefined : readCookie(request, AUTH_COOKIE_NAME);
    if (bearer === undefined && cookie === undefined) {
      if (policy === 'unauthenticated') return;
      throw new AuthenticationError(
        'Missing credentials: send an identity token as a bearer token',
      );
    }
    // Looked up per request: the auth plugin may be set up after the plugin being called.
    const tokens = services.getOptional(authTokensServiceRef);
    if (!tokens) {
      if (policy === 'unauthenticated') return;
      throw new AuthenticationError('This server has no auth plugin to verify tokens');
    }
    try {
      request.principal =
        bearer !== undefined
          ? await tokens.authenticate(bearer)
          : await tokens.authenticate(cookie!, { allowLimited: true });
    } catch (error) {
      // A stale token must not keep anyone from the routes that sign them in again.
      if (policy !== 'unauthenticated') throw error;
    }
  });
}

/** The caller of a route that requires credentials. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AuthenticationError('Missing credentials');
  return request.principal;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new AuthenticationError('The Authorization header must be "Bearer <token>"');
  return match[1];
}
