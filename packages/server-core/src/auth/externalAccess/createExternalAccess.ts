import { timingSafeEqual } from 'node:crypto';
import { AuthenticationError } from '@atrium/model';
import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  jwtVerify,
  type JWTPayload,
} from 'jose';
import type { AccessRestrictionEntry, ExternalAccessEntry } from './readExternalAccessConfig';

/** A caller from outside, as its `backend.auth.externalAccess` entry names and limits it. */
export interface ExternalCaller {
  /** `external:<subject>`: what logs, the audit trail and the permission policy see. */
  subject: string;
  restrictions?: AccessRestrictionEntry[];
}

export interface ExternalAccess {
  /**
   * The external caller a token belongs to; undefined when it is none of the configured kinds
   * (an Atrium token, then). A token that is of a configured kind but fails verification (wrong
   * signature, expired, wrong issuer or audience) is an AuthenticationError.
   */
  authenticate(token: string): Promise<ExternalCaller | undefined>;
}

/** The subject legacy tokens carry, as Backstage's shared-secret tokens do. */
const LEGACY_SUBJECT = 'backstage-server';

export function createExternalAccess(entries: readonly ExternalAccessEntry[]): ExternalAccess {
  const statics = entries.filter(entry => entry.type === 'static');
  const legacies = entries.filter(entry => entry.type === 'legacy');
  const jwks = entries
    .filter(entry => entry.type === 'jwks')
    .map(entry => ({ entry, keys: createRemoteJWKSet(entry.url) }));

  const caller = (subject: string, restrictions?: AccessRestrictionEntry[]): ExternalCaller => ({
    subject: `external:${subject}`,
    ...(restrictions ? { restrictions } : {}),
  });

  return {
    async authenticate(token) {
      const given = Buffer.from(token);
      for (const entry of statics) {
        const expected = Buffer.from(entry.token);
        // Compared in constant time, so response times do not reveal how much of a token matched.
        if (expected.length === given.length && timingSafeEqual(expected, given)) {
          return caller(entry.subject, entry.restrictions);
        }
      }
      let header: ReturnType<typeof decodeProtectedHeader>;
      let claims: JWTPayload;
      try {
        header = decodeProtectedHeader(token);
        claims = decodeJwt(token);
      } catch {
        return undefined;
      }
      if (header.alg === 'HS256' && legacies.length > 0) {
        for (const entry of legacies) {
          const verified = await jwtVerify(token, entry.secret, {
            algorithms: ['HS256'],
            requiredClaims: ['exp'],
          }).catch((error: unknown) => error as Error);
          if (verified instanceof Error) {
            if (verified.name === 'JWSSignatureVerificationFailed') continue;
            throw new AuthenticationError(`Invalid legacy token: ${describe(verified)}`);
          }
          if (verified.payload.sub !== LEGACY_SUBJECT) {
            throw new AuthenticationError(
              `A legacy token must have the subject '${LEGACY_SUBJECT}'`,
            );
          }
          return caller(entry.subject, entry.restrictions);
        }
        throw new AuthenticationError('The legacy token is not signed with a configured secret');
      }
      const issuer = claims.iss;
      const matching = jwks.filter(({ entry }) => entry.issuer === issuer);
      if (matching.length === 0) return undefined;
      let failure: unknown;
      for (const { entry, keys } of matching) {
        try {
          const { payload } = await jwtVerify(token, keys, {
            issuer: entry.issuer,
            ...(entry.algorithms ? { algorithms: entry.algorithms } : {}),
            ...(entry.audience ? { audience: entry.audience } : {}),
            requiredClaims: ['sub', 'exp'],
          });
          const subject = entry.subjectPrefix
            ? `${entry.subjectPrefix}:${payload.sub}`
            : payload.sub!;
          return caller(subject, entry.restrictions);
        } catch (error) {
          failure = error;
        }
      }
      throw new AuthenticationError(`Invalid token of ${issuer}: ${describe(failure)}`);
    },
  };
}

/** jose's reasons, in words that say what to fix. */
function describe(error: unknown): string {
  const name = (error as Error | undefined)?.name;
  const message = (error as Error | undefined)?.message ?? 'unknown error';
  switch (name) {
    case 'JWTExpired':
      return 'it has expired';
    case 'JWSSignatureVerificationFailed':
    case 'JWKSNoMatchingKey':
      return 'its signature does not match a key of the issuer';
    case 'JWTClaimValidationFailed':
      return message;
    case 'JOSEAlgNotAllowed':
      return 'it is signed with an algorithm that is not allowed';
    default:
      return message;
  }
}
