import { describe, expect, it } from 'vitest';
import { decodeOAuthState, encodeOAuthState, type OAuthState } from './oauthState';

const state: OAuthState = {
  nonce: 'n0nce',
  env: 'development',
  origin: 'http://localhost:3000',
  flow: 'redirect',
  redirectUrl: 'http://localhost:3000/catalog',
  scope: 'openid email',
};

describe('OAuth state', () => {
  it('round-trips through one URL-safe token', () => {
    const encoded = encodeOAuthState(state);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeOAuthState(encoded)).toEqual(state);
  });

  it('refuses a missing or malformed state with a 401', () => {
    const malformed = Buffer.from(JSON.stringify({ ...state, flow: 'iframe' })).toString(
      'base64url',
    );
    for (const value of [undefined, '', 'not-base64-json', malformed]) {
      expect(() => decodeOAuthState(value)).toThrow(
        expect.objectContaining({
          name: 'AuthenticationError',
          message: expect.stringMatching(/^Invalid state/),
        }),
      );
    }
  });
});
