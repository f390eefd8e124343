import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthenticationError } from '@atrium/model';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../../config';
import { createExternalAccess, type ExternalAccess } from './createExternalAccess';
import { readExternalAccessConfig } from './readExternalAccessConfig';

const LEGACY_SECRET = Buffer.from('a shared secret of the old kind');
const now = () => Math.floor(Date.now() / 1000);

describe('createExternalAccess', () => {
  let jwksServer: http.Server;
  let access: ExternalAccess;
  let idpKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const idp = await generateKeyPair('RS256');
    idpKey = idp.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(idp.publicKey)), kid: 'idp-1', alg: 'RS256', use: 'sig' };
    jwksServer = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>(resolve => jwksServer.listen(0, '127.0.0.1', resolve));
    const { port } = jwksServer.address() as AddressInfo;
    access = createExternalAccess(
      readExternalAccessConfig(
        createConfig({
          backend: {
            auth: {
              externalAccess: [
                {
                  type: 'static',
                  options: { token: 'static-token-for-ci', subject: 'ci-pipeline' },
                  accessRestrictions: [{ plugin: 'catalog' }],
                },
                {
                  type: 'legacy',
                  options: { secret: LEGACY_SECRET.toString('base64'), subject: 'cron-job' },
                },
                {
                  type: 'jwks',
                  options: {
                    url: `http://127.0.0.1:${port}/jwks`,
                    issuer: 'https://idp.example',
                    algorithm: 'RS256',
                    audience: 'atrium',
                    subjectPrefix: 'idp',
                  },
                },
              ],
            },
          },
        }),
      ),
    );
  });
  afterAll(() => new Promise(resolve => jwksServer?.close(resolve)));

  const legacyToken = (claims: Record<string, unknown>, secret = LEGACY_SECRET) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
  const idpToken = (options: { iss?: string; aud?: string; exp?: number; key?: CryptoKey } = {}) =>
    new SignJWT({ sub: 'deploy-bot' })
      .setProtectedHeader({ alg: 'RS256', kid: 'idp-1' })
      .setIssuer(options.iss ?? 'https://idp.example')
      .setAudience(options.aud ?? 'atrium')
      .setExpirationTime(options.exp ?? now() + 300)
      .sign(options.key ?? idpKey);

  const rejection = async (token: string) => {
    const error = await access.authenticate(token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    return (error as Error).message;
  };

  it('accepts a static token as its subject, with its restrictions', async () => {
    expect(await access.authenticate('static-token-for-ci')).toEqual({
      subject: 'external:ci-pipeline',
      restrictions: [{ plugin: 'catalog' }],
    });
    // A wrong token is nobody's: the caller's other credentials are tried, and fail there.
    expect(await access.authenticate('static-token-for-cj')).toBeUndefined();
    expect(await access.authenticate('static-token-for-ci ')).toBeUndefined();
  });

  it('accepts a legacy token signed with the secret, with sub backstage-server and exp', async () => {
    const token = await legacyToken({ sub: 'backstage-server', exp: now() + 60 });
    expect(await access.authenticate(token)).toEqual({ subject: 'external:cron-job' });
  });

  it('refuses legacy tokens that are expired, lack exp, name another subject or another secret', async () => {
    expect(await rejection(await legacyToken({ sub: 'backstage-server', exp: now() - 60 }))).toBe(
      'Invalid legacy token: it has expired',
    );
    expect(await rejection(await legacyToken({ sub: 'backstage-server' }))).toContain(
      'Invalid legacy token',
    );
    expect(await rejection(await legacyToken({ sub: 'someone', exp: now() + 60 }))).toBe(
      "A legacy token must have the subject 'backstage-server'",
    );
    const forged = await legacyToken(
      { sub: 'backstage-server', exp: now() + 60 },
      Buffer.from('another secret'),
    );
    expect(await rejection(forged)).toBe('The legacy token is not signed with a configured secret');
  });

  it('accepts a token of the JWKS issuer, named with the subject prefix', async () => {
    expect(await access.authenticate(await idpToken())).toEqual({
      subject: 'external:idp:deploy-bot',
    });
  });

  it('refuses JWKS tokens that are expired, for another audience or signed by another key', async () => {
    expect(await rejection(await idpToken({ exp: now() - 60 }))).toBe(
      'Invalid token of https://idp.example: it has expired',
    );
    expect(await rejection(await idpToken({ aud: 'someone-else' }))).toContain('"aud" claim');
    expect(await rejection(await idpToken({ key: strangerKey }))).toBe(
      'Invalid token of https://idp.example: its signature does not match a key of the issuer',
    );
  });

  it('leaves tokens of other issuers to the other credentials', async () => {
    expect(
      await access.authenticate(await idpToken({ iss: 'https://elsewhere.example' })),
    ).toBeUndefined();
    expect(await access.authenticate('not-a-jwt')).toBeUndefined();
  });
});
