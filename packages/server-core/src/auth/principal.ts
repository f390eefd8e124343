import { createServiceRef } from '../plugin/serviceRegistry';

/** A signed-in person, as their identity token describes them. */
export interface UserPrincipal {
  type: 'user';
  /** `user:<namespace>/<name>`, lower-case. */
  userEntityRef: string;
  /** The user and every group they belong to, transitively: what "owned by me" matches. */
  ownershipEntityRefs: string[];
}

/** What an external caller may do within the plugin it calls (`backend.auth.externalAccess`). */
export interface AccessRestrictions {
  /** Only these permissions can be allowed; without it, any. */
  permissionNames?: string[];
  /** Only permissions with these attributes can be allowed. */
  permissionAttributes?: { action?: string[] };
}

/**
 * Another part of Atrium calling with a token of its own (`plugin:<id>`), or a caller from outside
 * with a token of `backend.auth.externalAccess` (`external:<subject>`).
 */
export interface ServicePrincipal {
  type: 'service';
  /** Who the token was issued to, e.g. `plugin:scaffolder` or `external:ci-pipeline`. */
  subject: string;
  /** For an external caller: the limits of its entry, for the plugin being called. */
  accessRestrictions?: AccessRestrictions;
}

/** Who is calling. */
export type Principal = UserPrincipal | ServicePrincipal;

export interface AuthenticateOptions {
  /**
   * Accept the limited token of the auth cookie: it names the user but is only good for reads
   * a page cannot add headers to (docs content, images). Bearer tokens never accept it.
   */
  allowLimited?: boolean;
}

/**
 * Issues and verifies the tokens callers present. Provided by the auth plugin; every plugin's
 * routes use it through the request middleware, and plugins calling each other use service tokens.
 */
export interface AuthTokens {
  /**
   * The principal a token was issued to, or an AuthenticationError (missing, expired, tampered,
   * wrongly signed or not meant for Atrium).
   */
  authenticate(token: string, options?: AuthenticateOptions): Promise<Principal>;
  /** A short-lived token naming `plugin:<pluginId>`, for calls to another plugin's routes. */
  issueServiceToken(pluginId: string): Promise<string>;
}

export const authTokensServiceRef = createServiceRef<AuthTokens>({
  id: 'auth.tokens',
  plugin: 'auth',
});
