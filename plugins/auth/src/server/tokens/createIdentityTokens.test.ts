import { randomBytes } from 'node:crypto';
import { AuthenticationError } from '@atrium/model';
import { createSealer } from '@atrium/server-core';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSigningKeys } from '../keys/createSigningKeys';
import type { StoredSigningKey } from '../keys/signingKeyStore';
import { createIdentityTokens } from './createIdentityTokens';

function setup(tokenTtlMs = 60_000) {
  const rows: StoredSigningKey[] = [];
  const keys = createSigningKeys({
    store: {
      list: async () => [...rows],
      add: async key => void rows.push(key),
      removeCreatedBy: async () => {},
    },
    sealer: createSealer(randomBytes(32)),
    rotationMs: 3_600_000,
    tokenTtlMs,
  });
  const issuer = 'http://localhost:7007/api/auth';
  return { keys, issuer, tokens: createIdentityTokens({ keys, issuer, tokenTtlMs }) };
}

const USER = {
  userEntityRef: 'user:default/ada',
  ownershipEntityRefs: ['user:default/ada', 'group:default/team-a'],
};

async function rejection(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AuthenticationError);
  return (error as Error).message;
}

describe('createIdentityTokens', () => {
  it('issues a token that authenticates as the user with their ownership refs', async () => {
    const { tokens } = setup();
    const { token, expiresAt } = await tokens.issueUserToken(USER);

    expect(await tokens.authenticate(token)).toEqual({ type: 'user', ...USER });
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('refuses an expired token', async () => {
    const { tokens } = setup(-1000);
    const { token } = await tokens.issueUserToken(USER);
    expect(await rejection(tokens.authenticate(token))).toBe('The token has expired');
  });

  it('refuses a token for another audience or from another issuer, though signed by our key', async () => {
    const { keys, issuer, tokens } = setup();
    const { kid, key } = await keys.signingKey();
    const sign = (audience: string, iss: string) =>
      new SignJWT({ ent: [] })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setSubject('user:default/ada')
        .setIssuer(iss)
        .setAudience(audience)
        .setExpirationTime('1h')
        .sign(key);

    expect(await rejection(tokens.authenticate(await sign('elsewhere', issuer)))).toBe(
      "The token's aud claim is not valid here",
    );
    expect(await rejection(tokens.authenticate(await sign('backstage', 'http://evil')))).toBe(
      "The token's iss claim is not valid here",
    );
  });

  it('refuses a token that names no user', async () => {
    const { keys, issuer, tokens } = setup();
    const { kid, key } = await keys.signingKey();
    const token = await new SignJWT({ ent: 'not-a-list' })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject('user:default/ada')
      .setIssuer(issuer)
      .setAudience('backstage')
      .setExpirationTime('1h')
      .sign(key);
    expect(await rejection(tokens.authenticate(token))).toBe(
      'The token does not name a user and their ownership',
    );
  });

  it('issues service tokens naming the plugin, reused until they are close to expiry', async () => {
    const { tokens } = setup();
    const token = await tokens.issueServiceToken('catalog');
    expect(await tokens.authenticate(token)).toEqual({
      type: 'service',
      subject: 'plugin:catalog',
    });
    expect(await tokens.issueServiceToken('catalog')).toBe(token);
    expect(await tokens.issueServiceToken('scaffolder')).not.toBe(token);
  });

  it('accepts the cookie token only where the cookie is allowed', async () => {
    const { tokens } = setup();
    const { token } = await tokens.issueLimitedUserToken(USER, new Date(Date.now() + 60_000));
    expect(await rejection(tokens.authenticate(token))).toBe(
      'A cookie token cannot be used as a bearer token',
    );
    expect(await tokens.authenticate(token, { allowLimited: true })).toEqual({
      type: 'user',
      ...USER,
    });
  });

  it('refuses a service token that names a user, and a token of unknown type', async () => {
    const { keys, issuer, tokens } = setup();
    const { kid, key } = await keys.signingKey();
    const sign = (typ: string, sub: string) =>
      new SignJWT({ ent: [sub] })
        .setProtectedHeader({ alg: 'ES256', kid, typ })
        .setSubject(sub)
        .setIssuer(issuer)
        .setAudience('backstage')
        .setExpirationTime('1h')
        .sign(key);
    expect(
      await rejection(
        tokens.authenticate(await sign('vnd.atrium.service+jwt', 'user:default/ada')),
      ),
    ).toBe('The service token does not name a plugin');
    expect(await rejection(tokens.authenticate(await sign('at+jwt', 'user:default/ada')))).toBe(
      'The token is of an unknown type',
    );
  });
});
