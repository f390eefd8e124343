import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScmIntegration } from '../ScmIntegration';
import { createGithubCredentials } from './createGithubCredentials';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
// GitHub's downloads are PKCS#1.
const appKey = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

/** GitHub's app endpoints: installations of two accounts, tokens that expire in an hour. */
function startFakeAppApi() {
  const calls: string[] = [];
  let issued = 0;
  const server = http.createServer((req, res) => {
    void (async () => {
      const jwt = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      try {
        const { payload } = await jwtVerify(jwt, publicKey, { issuer: '42' });
        if ((payload.exp ?? 0) - (payload.iat ?? 0) > 600) throw new Error('lives too long');
      } catch {
        res.writeHead(401).end('{"message":"A JSON web token could not be decoded"}');
        return;
      }
      calls.push(`${req.method} ${req.url}`);
      if (req.method === 'GET' && req.url?.startsWith('/app/installations')) {
        res.end(
          JSON.stringify([
            { id: 1, account: { login: 'Acme' } },
            { id: 2, account: { login: 'widgets' } },
          ]),
        );
        return;
      }
      const match = /^\/app\/installations\/(\d+)\/access_tokens$/.exec(req.url ?? '');
      if (req.method === 'POST' && match) {
        issued++;
        res.writeHead(201).end(
          JSON.stringify({
            token: `ghs_installation${match[1]}_${issued}`,
            expires_at: new Date(Date.now() + 3600_000).toISOString(),
          }),
        );
        return;
      }
      res.writeHead(404).end('{"message":"Not Found"}');
    })();
  });
  return { server, calls };
}

describe('createGithubCredentials', () => {
  const fake = startFakeAppApi();
  let apiBaseUrl: string;

  beforeAll(async () => {
    await new Promise<void>(resolve => fake.server.listen(0, '127.0.0.1', resolve));
    apiBaseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise(resolve => fake.server.close(resolve)));

  const integration = (overrides: Partial<ScmIntegration> = {}): ScmIntegration => ({
    type: 'github',
    host: 'github.example.com',
    title: 'github.example.com',
    baseUrl: 'https://github.example.com',
    apiBaseUrl,
    githubApps: [{ appId: '42', privateKey: appKey }],
    ...overrides,
  });

  it('uses an installation token of the app installed on the account, cached', async () => {
    fake.calls.length = 0;
    const credentials = createGithubCredentials(integration());
    const first = await credentials.forOwner('acme');
    expect(first).toEqual({ authorization: 'Bearer ghs_installation1_1', kind: 'app' });
    expect(await credentials.forOwner('ACME')).toEqual(first);
    // One listing and one token for both calls.
    expect(fake.calls).toEqual([
      'GET /app/installations?per_page=100&page=1',
      'POST /app/installations/1/access_tokens',
    ]);
  });

  it('renews a token a minute before it expires', async () => {
    let clock = Date.now();
    const credentials = createGithubCredentials(integration(), { now: () => clock });
    const first = await credentials.forOwner('widgets');
    // The fake's tokens live an hour from when it made them, a few milliseconds after `clock`.
    clock += 59 * 60_000 + 1_000;
    const second = await credentials.forOwner('widgets');
    expect(second?.authorization).not.toBe(first?.authorization);
  });

  it('falls back to the token for accounts without an installation, or outside the allowed owners', async () => {
    const withToken = createGithubCredentials(
      integration({
        token: 'ghp_configured',
        githubApps: [{ appId: '42', privateKey: appKey, allowedInstallationOwners: ['widgets'] }],
      }),
    );
    expect(await withToken.forOwner('nobody')).toEqual({
      authorization: 'token ghp_configured',
      kind: 'token',
    });
    expect((await withToken.forOwner('acme'))?.kind).toBe('token');
    expect((await withToken.forOwner('widgets'))?.kind).toBe('app');
  });

  it('reads public repositories of any account through an app with public access', async () => {
    const publicApp = createGithubCredentials(
      integration({ githubApps: [{ appId: '42', privateKey: appKey, publicAccess: true }] }),
    );
    expect((await publicApp.forOwner('someone-else'))?.kind).toBe('app');
    const privateApp = createGithubCredentials(integration());
    expect(await privateApp.forOwner('someone-else')).toBeUndefined();
  });

  it('says which app failed, never showing its key', async () => {
    const broken = createGithubCredentials(
      integration({ githubApps: [{ appId: '42', privateKey: 'not a key' }] }),
    );
    await expect(broken.forOwner('acme')).rejects.toThrow(
      'GitHub App 42 on github.example.com: its privateKey is not a PEM private key',
    );
    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const refused = createGithubCredentials(
      integration({
        githubApps: [
          { appId: '42', privateKey: otherKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
        ],
      }),
    );
    const error = await refused.forOwner('acme').catch((e: Error) => e);
    expect(String(error)).toMatch(
      /GitHub App 42 on github.example.com could not authenticate: GET \/app\/installations.* HTTP 401/,
    );
    expect(String(error)).not.toContain('PRIVATE KEY');
  });
});
