import { AuthenticationError } from '@atrium/model';
import type {
  AuthenticateOptions,
  AuthTokens,
  Principal,
  UserPrincipal,
} from '@atrium/server-core';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { IDENTITY_TOKEN_AUDIENCE } from '../../shared';
import { SIGNING_ALGORITHM, type SigningKeys } from '../keys/createSigningKeys';

export interface IdentityTokensOptions {
  keys: SigningKeys;
  /** `iss` of the tokens: the auth plugin's base URL. */
  issuer: string;
  tokenTtlMs: number;
}

export interface IdentityTokens extends AuthTokens {
  /** A signed identity token: `sub` is the user ref, `ent` its ownership refs. */
  issueUserToken(user: Omit<UserPrincipal, 'type'>): Promise<{ token: string; expiresAt: Date }>;
  /** The auth cookie's token: the same user, accepted only where a route allows the cookie. */
  issueLimitedUserToken(
    user: Omit<UserPrincipal, 'type'>,
    expiresAt: Date,
  ): Promise<{ token: string; expiresAt: Date }>;
}

/**
 * The `typ` header tells the three kinds of token apart, so that none can stand in for another:
 * a cookie's token is no bearer token, and a service token names no user.
 */
const TOKEN_TYPES = {
  user: 'JWT',
  limitedUser: 'vnd.atrium.limited-user+jwt',
  service: 'vnd.atrium.service+jwt',
} as const;

/** Service tokens live minutes: they only carry one plugin's calls to another. */
const SERVICE_TOKEN_TTL_SECONDS = 10 * 60;
/** A cached service token is replaced while it still has this long to live. */
const SERVICE_TOKEN_RENEW_SECONDS = 60;

/** Issues identity and service tokens and tells who a token was issued to (spec 001 §5). */
export function createIdentityTokens(options: IdentityTokensOptions): IdentityTokens {
  const ttlSeconds = Math.round(options.tokenTtlMs / 1000);
  const serviceTokens = new Map<string, { token: string; expiresAt: number }>();

  async function sign(
    type: string,
    subject: string,
    claims: JWTPayload,
    expiresAtSeconds: number,
  ): Promise<string> {
    const { kid, key } = await options.keys.signingKey();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: type })
      .setIssuer(options.issuer)
      .setAudience(IDENTITY_TOKEN_AUDIENCE)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(expiresAtSeconds)
      .sign(key);
  }

  async function issueUser(
    type: string,
    { userEntityRef, ownershipEntityRefs }: Omit<UserPrincipal, 'type'>,
    expiresAtSeconds: number,
  ) {
    const token = await sign(type, userEntityRef, { ent: ownershipEntityRefs }, expiresAtSeconds);
    return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  return {
    async issueUserToken(user) {
      return issueUser(TOKEN_TYPES.user, user, Math.floor(Date.now() / 1000) + ttlSeconds);
    },

    async issueLimitedUserToken(user, expiresAt) {
      return issueUser(TOKEN_TYPES.limitedUser, user, Math.floor(expiresAt.getTime() / 1000));
    },

    async issueServiceToken(pluginId) {
      const now = Math.floor(Date.now() / 1000);
      const cached = serviceTokens.get(pluginId);
      if (cached && cached.expiresAt - now > SERVICE_TOKEN_RENEW_SECONDS) return cached.token;
      const expiresAt = now + SERVICE_TOKEN_TTL_SECONDS;
      const token = await sign(TOKEN_TYPES.service, `plugin:${pluginId}`, {}, expiresAt);
      serviceTokens.set(pluginId, { token, expiresAt });
      return token;
    },

    async authenticate(token: string, authOptions: AuthenticateOptions = {}): Promise<Principal> {
      let header;
      try {
        header = decodeProtectedHeader(token);
      } catch {
        throw new AuthenticationError('The token is not a JWT');
      }
      const type = header.typ ?? TOKEN_TYPES.user;
      if (type === TOKEN_TYPES.limitedUser && !authOptions.allowLimited) {
        throw new AuthenticationError('A cookie token cannot be used as a bearer token');
      }
      const key = header.kid ? await options.keys.verificationKey(header.kid) : undefined;
      if (!key) throw new AuthenticationError('The token was not signed by a key of this server');
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [SIGNING_ALGORITHM],
          issuer: options.issuer,
          audience: IDENTITY_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        return principalOf(type, payload);
      } catch (error) {
        if (error instanceof AuthenticationError) throw error;
        throw new AuthenticationError(tokenErrorMessage(error));
      }
    },
  };
}

function principalOf(type: string, payload: JWTPayload): Principal {
  const subject = payload.sub ?? '';
  if (type === TOKEN_TYPES.service) {
    if (!subject.startsWith('plugin:')) {
      throw new AuthenticationError('The service token does not name a plugin');
    }
    return { type: 'service', subject };
  }
  if (type !== TOKEN_TYPES.user && type !== TOKEN_TYPES.limitedUser) {
    throw new AuthenticationError('The token is of an unknown type');
  }
  const ent = payload.ent;
  if (!subject.startsWith('user:') || !isStringArray(ent)) {
    throw new AuthenticationError('The token does not name a user and their ownership');
  }
  return { type: 'user', userEntityRef: subject, ownershipEntityRefs: ent };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(item => typeof item === 'string');
}

/** What was wrong with a token, in words a client can act on (never the token itself). */
function tokenErrorMessage(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'The token has expired';
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return 'The token signature is invalid';
  if (error instanceof errors.JWTClaimValidationFailed) {
    return `The token's ${error.claim} claim is not valid here`;
  }
  return 'The token is invalid';
}
