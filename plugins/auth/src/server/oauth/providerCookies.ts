import { timingSafeEqual } from 'node:crypto';
import { AuthenticationError } from '@atrium/model';
import { readCookie } from '@atrium/server-core';
import type { FastifyRequest } from 'fastify';
import { refreshCookieName } from '../../shared';
import { clearCookie, serializeCookie } from './authCookies';
import type { StoredGrant } from './OAuthClient';
import { decodeStoredGrant, encodeStoredGrant } from './storedGrant';

/** A sign-in round trip takes minutes at most; its nonce and verifier cookies go after that. */
const START_COOKIE_SECONDS = 10 * 60;
/** Browsers cap cookie lifetimes at 400 days: the session lasts until sign-out or revocation. */
const REFRESH_COOKIE_SECONDS = 400 * 24 * 60 * 60;

/**
 * The cookies of one OAuth provider, all HttpOnly: the round trip's nonce and PKCE verifier,
 * sent only to its handler, and the refresh cookie, sent only to its own routes.
 */
export interface ProviderCookies {
  /** `Set-Cookie` values for a sign-in that starts. */
  start(nonce: string, verifier: string): string[];
  /** The PKCE verifier of the sign-in whose `state` carries `nonce`; a 401 when they differ. */
  verifierFor(request: FastifyRequest, nonce: string): string;
  /** `Set-Cookie` values ending the round trip, whatever its outcome. */
  clearStart(): string[];
  grant(request: FastifyRequest): StoredGrant | undefined;
  keepGrant(grant: StoredGrant): string;
  clearGrant(): string;
}

export function createProviderCookies(options: {
  providerId: string;
  title: string;
  /** `backend.baseUrl`: its path prefixes the cookie paths, its scheme decides `Secure`. */
  backendBaseUrl: string;
}): ProviderCookies {
  const { providerId, title } = options;
  const basePath = `${new URL(options.backendBaseUrl).pathname.replace(/\/$/, '')}/api/auth/${providerId}`;
  const secure = options.backendBaseUrl.startsWith('https:');
  const handler = { path: `${basePath}/handler`, secure };
  const session = { path: basePath, secure };
  const nonceName = `${providerId}-nonce`;
  const verifierName = `${providerId}-pkce-verifier`;
  const refreshName = refreshCookieName(providerId);

  return {
    start(nonce, verifier) {
      const cookie = { ...handler, maxAgeSeconds: START_COOKIE_SECONDS };
      return [
        serializeCookie(nonceName, nonce, cookie),
        serializeCookie(verifierName, verifier, cookie),
      ];
    },

    verifierFor(request, nonce) {
      const expected = readCookie(request, nonceName);
      if (!expected) {
        throw new AuthenticationError(
          'Invalid state: the sign-in nonce cookie is missing; start the sign-in again from the app',
        );
      }
      if (!sameText(expected, nonce)) {
        throw new AuthenticationError('Invalid state: the sign-in nonce does not match');
      }
      const verifier = readCookie(request, verifierName);
      if (!verifier) {
        throw new AuthenticationError('Invalid state: the PKCE verifier cookie is missing');
      }
      return verifier;
    },

    clearStart: () => [clearCookie(nonceName, handler), clearCookie(verifierName, handler)],

    grant(request) {
      const value = readCookie(request, refreshName);
      return value ? decodeStoredGrant(value, title) : undefined;
    },

    keepGrant: grant =>
      serializeCookie(refreshName, encodeStoredGrant(grant), {
        ...session,
        maxAgeSeconds: REFRESH_COOKIE_SECONDS,
      }),

    clearGrant: () => clearCookie(refreshName, session),
  };
}

/** Compared in constant time: the nonce must not leak through response timing. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
