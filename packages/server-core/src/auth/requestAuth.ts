import { AuthenticationError, NotAllowedError } from '@atrium/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceRegistry } from '../plugin/serviceRegistry';
import { readCookie } from '../http/readCookie';
import type { ExternalAccess, ExternalCaller } from './externalAccess/createExternalAccess';
import { restrictionsForPlugin } from './externalAccess/accessRestrictions';
import { authTokensServiceRef, type Principal, type ServicePrincipal } from './principal';

export interface RequestAuthOptions {
  /** The plugin whose routes these are: external callers may be limited to some plugins. */
  pluginId: string;
  /** Callers of `backend.auth.externalAccess`, tried before Atrium's own tokens. */
  externalAccess?: ExternalAccess;
  /**
   * `backend.auth.dangerouslyDisableDefaultAuthPolicy`: a request without credentials is let
   * through as the anonymous caller instead of a 401. For local experiments only.
   */
  allowAnonymous?: boolean;
}

/** Who calls when authentication is off and no credentials came: a service of nobody's. */
export const ANONYMOUS_PRINCIPAL: ServicePrincipal = {
  type: 'service',
  subject: 'external:anonymous',
};

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
export function registerRequestAuth(
  router: FastifyInstance,
  services: ServiceRegistry,
  options: RequestAuthOptions,
) {
  router.addHook('onRequest', async request => {
    const policy = request.routeOptions.config.auth ?? 'required';
    const bearer = bearerToken(request);
    const cookie = policy === 'required' ? undefined : readCookie(request, AUTH_COOKIE_NAME);
    if (bearer === undefined && cookie === undefined) {
      if (policy === 'unauthenticated') return;
      if (options.allowAnonymous) {
        request.principal = ANONYMOUS_PRINCIPAL;
        return;
      }
      throw new AuthenticationError(
        'Missing credentials: send an identity token as a bearer token',
      );
    }
    if (bearer !== undefined && options.externalAccess) {
      let caller: ExternalCaller | undefined;
      try {
        caller = await options.externalAccess.authenticate(bearer);
      } catch (error) {
        if (policy !== 'unauthenticated') throw error;
      }
      if (caller) {
        request.principal = externalPrincipal(caller, options.pluginId);
        request.log.info(
          { caller: caller.subject, method: request.method, url: request.url },
          'External caller',
        );
        return;
      }
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

/**
 * An external caller as the plugin sees it: with the limits of its entry for this plugin, or a
 * 403 when its entry lists other plugins only.
 */
function externalPrincipal(caller: ExternalCaller, pluginId: string): ServicePrincipal {
  if (!caller.restrictions) return { type: 'service', subject: caller.subject };
  const restrictions = restrictionsForPlugin(caller.restrictions, pluginId);
  if (!restrictions) {
    throw new NotAllowedError(`${caller.subject} may not call the ${pluginId} plugin`);
  }
  const limited = restrictions.permissionNames || restrictions.permissionAttributes;
  return {
    type: 'service',
    subject: caller.subject,
    ...(limited ? { accessRestrictions: restrictions } : {}),
  };
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
