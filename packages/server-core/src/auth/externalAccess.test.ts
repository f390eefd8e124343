import { Writable } from 'node:stream';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/createLogger';
import { definePlugin } from '../plugin/definePlugin';
import { requirePermissions } from '../permissions/requirePermissions';
import { startTestServer, type TestServer } from '../testing';
import { principalOf } from './requestAuth';

/** Two plugins answering who calls, one behind a permission with an action. */
const probe = (id: string) =>
  definePlugin({
    id,
    setup({ router }) {
      router.get('/whoami', async request => principalOf(request));
      router.post('/things', async request => {
        await requirePermissions(undefined, principalOf(request), [
          { type: 'basic', name: `${id}.thing.create`, attributes: { action: 'create' } },
        ]);
        return { created: true };
      });
    },
  });

const LEGACY_SECRET = Buffer.from('the legacy shared secret');

const externalAccess = [
  { type: 'legacy', options: { secret: LEGACY_SECRET.toString('base64'), subject: 'cron' } },
  { type: 'static', options: { token: 'unrestricted-token', subject: 'ci-pipeline' } },
  {
    type: 'static',
    options: { token: 'catalog-reader-token', subject: 'report-job' },
    accessRestrictions: [{ plugin: 'alpha', permissionAttribute: { action: 'read' } }],
  },
];

describe('external callers on every plugin route', () => {
  let server: TestServer;
  let open: TestServer;
  const warnings: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      plugins: [probe('alpha'), probe('beta')],
      config: { backend: { baseUrl: 'http://127.0.0.1', auth: { externalAccess } } },
    });
    open = await startTestServer({
      plugins: [probe('alpha')],
      config: {
        backend: {
          baseUrl: 'http://127.0.0.1',
          auth: { dangerouslyDisableDefaultAuthPolicy: true },
        },
      },
      logger: createLogger({
        level: 'warn',
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            warnings.push(chunk.toString('utf8'));
            done();
          },
        }),
      }),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await open?.stop();
  });

  it('names a static-token caller as a service, never as a user', async () => {
    for (const plugin of ['alpha', 'beta']) {
      expect(await server.json(`/api/${plugin}/whoami`, { token: 'unrestricted-token' })).toEqual({
        status: 200,
        body: { type: 'service', subject: 'external:ci-pipeline' },
      });
    }
  });

  it('keeps a restricted caller to its plugin and its actions, with 403 elsewhere', async () => {
    const token = 'catalog-reader-token';
    expect(await server.json('/api/alpha/whoami', { token })).toEqual({
      status: 200,
      body: {
        type: 'service',
        subject: 'external:report-job',
        accessRestrictions: { permissionAttributes: { action: ['read'] } },
      },
    });
    expect(await server.json('/api/beta/whoami', { token })).toMatchObject({
      status: 403,
      body: {
        error: {
          name: 'NotAllowedError',
          message: 'external:report-job may not call the beta plugin',
        },
      },
    });
    expect(await server.json('/api/alpha/things', { method: 'POST', token })).toMatchObject({
      status: 403,
      body: { error: { message: 'The alpha.thing.create permission is needed for this request' } },
    });
    expect(
      await server.json('/api/alpha/things', { method: 'POST', token: 'unrestricted-token' }),
    ).toEqual({ status: 200, body: { created: true } });
  });

  it('accepts a legacy token, and answers 401 to a wrong token, a forged or expired JWT', async () => {
    const legacy = (secret: Uint8Array, exp: number) =>
      new SignJWT({ sub: 'backstage-server', exp })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secret);
    const inAMinute = Math.floor(Date.now() / 1000) + 60;
    expect(
      await server.json('/api/beta/whoami', { token: await legacy(LEGACY_SECRET, inAMinute) }),
    ).toEqual({
      status: 200,
      body: { type: 'service', subject: 'external:cron' },
    });
    const foreignIssuer = await new SignJWT({ sub: 'x' })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('https://elsewhere.example')
      .setExpirationTime('1m')
      .sign(Buffer.from('x'.repeat(64)));
    for (const token of [
      'wrong-token-value',
      await legacy(Buffer.from('forged secret'), inAMinute),
      await legacy(LEGACY_SECRET, inAMinute - 120),
      foreignIssuer,
    ]) {
      const { status, body } = await server.json<{ error: { name: string } }>('/api/alpha/whoami', {
        token,
      });
      expect(status).toBe(401);
      expect(body.error.name).toBe('AuthenticationError');
    }
  });

  it('lets requests without credentials through only when told to, warning at start', async () => {
    expect((await server.json('/api/alpha/whoami', { token: null })).status).toBe(401);
    expect(await open.json('/api/alpha/whoami', { token: null })).toEqual({
      status: 200,
      body: { type: 'service', subject: 'external:anonymous' },
    });
    expect(warnings.some(message => message.includes('dangerouslyDisableDefaultAuthPolicy'))).toBe(
      true,
    );
  });
});
