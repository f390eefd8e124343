import { AuthenticationError } from '@atrium/model';
import type { Principal, TokenAuthenticator, UserPrincipal } from '@atrium/server-core';
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import { IDENTITY_TOKEN_AUDIENCE } from '../../shared';
import { SIGNING_ALGORITHM, type SigningKeys } from '../keys/createSigningKeys';

export interface IdentityTokensOptions {
  keys: SigningKeys;
  /** `iss` of the tokens: the auth plugin's base URL. */
  issuer: string;
  tokenTtlMs: number;
}

export interface IdentityTokens extends TokenAuthenticator {
  /** A signed identity token: `sub` is the user ref, `ent` its ownership refs. */
  issueUserToken(user: Omit<UserPrincipal, 'type'>): Promise<{ token: string; expiresAt: Date }>;
}

/** Issues identity tokens and tells who a token was issued to (spec 001 §5, issue 4). */
export function createIdentityTokens(options: IdentityTokensOptions): IdentityTokens {
  const ttlSeconds = Math.round(options.tokenTtlMs / 1000);
  return {
    async issueUserToken({ userEntityRef, ownershipEntityRefs }) {
      const { kid, key } = await options.keys.signingKey();
      const issuedAt = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ ent: ownershipEntityRefs })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(IDENTITY_TOKEN_AUDIENCE)
        .setSubject(userEntityRef)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
      return { token, expiresAt: new Date((issuedAt + ttlSeconds) * 1000) };
    },

    async authenticate(token: string): Promise<Principal> {
      let kid: string | undefined;
      try {
        kid = decodeProtectedHeader(token).kid;
      } catch {
        throw new AuthenticationError('The token is not a JWT');
      }
      const key = kid ? await options.keys.verificationKey(kid) : undefined;
      if (!key) throw new AuthenticationError('The token was not signed by a key of this server');
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [SIGNING_ALGORITHM],
          issuer: options.issuer,
          audience: IDENTITY_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp'],
        });
        const ent = payload.ent;
        if (!payload.sub?.startsWith('user:') || !isStringArray(ent)) {
          throw new AuthenticationError('The token does not name a user and their ownership');
        }
        return { type: 'user', userEntityRef: payload.sub, ownershipEntityRefs: ent };
      } catch (error) {
        if (error instanceof AuthenticationError) throw error;
        throw new AuthenticationError(tokenErrorMessage(error));
      }
    },
  };
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
