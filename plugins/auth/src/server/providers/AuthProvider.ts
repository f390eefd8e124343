import type { Config, Logger, UserDirectory, UserPrincipal } from '@atrium/server-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthSessionResponse, BackstageIdentityResponse } from '../../shared';

/** A configured sign-in provider: what its routes under `/api/auth/{id}/…` do. */
export interface AuthProvider {
  /** `GET /refresh`: the caller's session (the router has checked X-Requested-With). */
  refresh(request: FastifyRequest, reply: FastifyReply): Promise<AuthSessionResponse>;
  /** `GET /start`: sends the browser to the provider. Absent for providers without a redirect. */
  start?(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** `GET /handler/frame`: where the provider sends the browser back. */
  frameHandler?(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** `POST /logout`: forgets the caller's session. */
  logout?(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** What a provider factory gets to build its provider with. */
export interface AuthProviderContext {
  providerId: string;
  /** The provider's title, for messages. */
  title: string;
  /** `auth.providers.<id>`, undefined when the section is absent. */
  config: Config | undefined;
  /** `auth.environment`: which block of an OAuth provider's section is used. */
  environment: string;
  /** The origin of `app.baseUrl`: the only place sign-in results go to. */
  appOrigin: string;
  /** `backend.baseUrl` without a trailing slash. */
  backendBaseUrl: string;
  logger: Logger;
  /** Signs a user's identity token, as the session's `backstageIdentity`. */
  issueIdentity(user: Omit<UserPrincipal, 'type'>): Promise<BackstageIdentityResponse>;
  /** The catalog's users; undefined while no plugin provides them. */
  userDirectory(): UserDirectory | undefined;
}

/**
 * Builds one sign-in provider: Atrium's own, or one another package adds with
 * `createAuthPlugin({ providers: [...] })`. Ids are unique across both.
 */
export interface AuthProviderFactory {
  id: string;
  /** For messages ('The {title} provider is not configured…'); defaults to the id. */
  title?: string;
  /** The provider, or undefined when it is not configured. */
  create(context: AuthProviderContext): AuthProvider | undefined;
}
