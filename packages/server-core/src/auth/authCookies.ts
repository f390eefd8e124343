import type { FastifyRequest } from 'fastify';
import { createServiceRef } from '../plugin/serviceRegistry';

/** The auth cookie issued for a request's signed-in caller. */
export interface IssuedAuthCookie {
  /** The `Set-Cookie` header's value. */
  setCookie: string;
  expiresAt: Date;
}

/**
 * Issues the auth cookie (spec 001 §7 "Session cookie") for pages that load content without
 * headers, such as docs images. Provided by the auth plugin; other plugins offer it on their own
 * routes, as the docs API's `GET /cookie` does.
 */
export interface AuthCookies {
  issue(request: FastifyRequest): Promise<IssuedAuthCookie>;
}

export const authCookiesServiceRef = createServiceRef<AuthCookies>({
  id: 'auth.cookies',
  plugin: 'auth',
});
