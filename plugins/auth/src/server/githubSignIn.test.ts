import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@atrium/server-core/testing';
import type { AuthPopupMessage, AuthSessionResponse } from '../shared';
import { authPlugin } from './plugin';
import { createCookieJar, type CookieJar } from './testing/cookieJar';
import { testUserDirectoryPlugin } from './testing/testUserDirectory';
import { NO_USER_MESSAGE } from './signIn/createSignIn';

const CLIENT_ID = 'Iv1.atrium';
const CLIENT_SECRET = 'github-secret';

/** GitHub's people, by the code that signs each in. */
const accounts: Record<string, { user: object; emails: object[] }> = {
  'code-octocat': {
    user: {
      login: 'octocat',
      id: 583231,
      name: 'The Octocat',
      email: null,
      avatar_url: 'https://a/o.png',
    },
    emails: [
      { email: 'octocat@old.example', primary: false, verified: true },
      { email: 'unverified@example.com', primary: false, verified: false },
      { email: 'octocat@example.com', primary: true, verified: true },
    ],
  },
  'code-hubot': { user: { login: 'hubot', id: 2, name: null }, emails: [] },
  'code-stranger': { user: { login: 'stranger', id: 3, name: 'Stranger' }, emails: [] },
};

/** A GitHub Enterprise Server as its OAuth and REST endpoints speak, on loopback. */
async function startFakeGithub() {
  const tokenRequests: URLSearchParams[] = [];
  const userReads: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://github');
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const form = new URLSearchParams(await readBody(request));
      tokenRequests.push(form);
      if (!request.headers.accept?.includes('application/json')) return send(406, {});
      if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
        return send(200, { error: 'incorrect_client_credentials' });
      }
      const code = form.get('code') ?? '';
      // GitHub answers a bad code with 200 and an error body.
      if (!accounts[code]) {
        return send(200, {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
        });
      }
      return send(200, {
        access_token: `gho_${code}`,
        token_type: 'bearer',
        scope: 'read:user,user:email',
      });
    }
    const token = /^Bearer gho_(.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const account = accounts[token];
    if (!account) return send(401, { message: 'Bad credentials' });
    if (url.pathname === '/api/v3/user') {
      userReads.push(token);
      return send(200, account.user);
    }
    if (url.pathname === '/api/v3/user/emails') return send(200, account.emails);
    return send(404, { message: 'Not Found' });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokenRequests,
    userReads,
    stop: () => new Promise<void>(resolve => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('GitHub sign-in against a fake GitHub Enterprise Server', () => {
  let github: Awaited<ReturnType<typeof startFakeGithub>>;
  let server: TestServer;

  beforeAll(async () => {
    github = await startFakeGithub();
    server = await startTestServer({
      plugins: [
        authPlugin,
        testUserDirectoryPlugin([
          { name: 'octo-cat', annotations: { 'github.com/user-login': 'octocat' } },
          // Named like the login but not annotated: the annotation wins.
          { name: 'octocat' },
          { name: 'hubot', groups: ['group:default/bots'] },
        ]),
      ],
      config: {
        app: { baseUrl: 'http://localhost:3000' },
        auth: {
          providers: {
            github: {
              development: {
                clientId: CLIENT_ID,
                clientSecret: CLIENT_SECRET,
                enterpriseInstanceUrl: github.url,
              },
            },
          },
        },
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await github?.stop();
  });

  async function visit(jar: CookieJar, path: string, headers: Record<string, string> = {}) {
    const cookie = jar.header(`${server.url}${path}`);
    const response = await fetch(`${server.url}${path}`, {
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    });
    jar.store(response);
    return response;
  }

  /** Starts a sign-in, and comes back from GitHub with `code`. */
  async function signIn(jar: CookieJar, code: string) {
    const start = await visit(jar, '/api/auth/github/start?scope=read:org&flow=popup');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    const state = authorize.searchParams.get('state')!;
    const handler = await visit(
      jar,
      `/api/auth/github/handler/frame?code=${code}&state=${encodeURIComponent(state)}`,
    );
    const html = await handler.text();
    const posted = /postMessage\((\{.*\}), "http:\/\/localhost:3000"\);/.exec(html)?.[1];
    return { authorize, handler, message: JSON.parse(posted!) as AuthPopupMessage };
  }

  it('sends the browser to the instance with PKCE, and redeems the code in its wire format', async () => {
    const { authorize, handler, message } = await signIn(createCookieJar(), 'code-octocat');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: 'http://127.0.0.1/api/auth/github/handler/frame',
      scope: 'read:user user:email read:org',
      code_challenge_method: 'S256',
    });
    const form = github.tokenRequests.at(-1)!;
    expect(form.get('code')).toBe('code-octocat');
    expect(form.get('redirect_uri')).toBe('http://127.0.0.1/api/auth/github/handler/frame');
    const challenge = createHash('sha256').update(form.get('code_verifier')!).digest('base64url');
    expect(challenge).toBe(authorize.searchParams.get('code_challenge'));

    expect(handler.status).toBe(200);
    const session = (message as { response: AuthSessionResponse }).response;
    expect(session.profile).toEqual({
      email: 'octocat@example.com',
      displayName: 'The Octocat',
      picture: 'https://a/o.png',
    });
    expect(session.providerInfo).toMatchObject({
      accessToken: 'gho_code-octocat',
      scope: 'read:user,user:email',
      expiresInSeconds: expect.any(Number),
    });
    // The github.com/user-login annotation decides, not the look-alike name.
    expect(session.backstageIdentity.identity.userEntityRef).toBe('user:default/octo-cat');
  });

  it('falls back to the entity name, and refreshes by reading the profile again', async () => {
    const jar = createCookieJar();
    const { message } = await signIn(jar, 'code-hubot');
    expect(
      (message as { response: AuthSessionResponse }).response.backstageIdentity.identity,
    ).toEqual({
      type: 'user',
      userEntityRef: 'user:default/hubot',
      ownershipEntityRefs: ['user:default/hubot', 'group:default/bots'],
    });
    const reads = github.userReads.length;
    const refreshed = await visit(jar, '/api/auth/github/refresh', {
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(refreshed.status).toBe(200);
    const session = (await refreshed.json()) as AuthSessionResponse;
    expect(session.profile.displayName).toBe('hubot');
    expect(session.backstageIdentity.identity.userEntityRef).toBe('user:default/hubot');
    expect(github.userReads.length).toBe(reads + 1);
  });

  it('posts the refusal of a bad code, and of a person not in the catalog', async () => {
    const bad = await signIn(createCookieJar(), 'code-expired');
    expect(bad.handler.status).toBe(401);
    expect(bad.message).toEqual({
      type: 'authorization_response',
      error: {
        name: 'AuthenticationError',
        message: 'GitHub refused the sign-in: The code passed is incorrect or expired.',
      },
    });
    const stranger = await signIn(createCookieJar(), 'code-stranger');
    expect(stranger.handler.status).toBe(401);
    expect(stranger.message).toMatchObject({ error: { message: NO_USER_MESSAGE } });
  });

  it('posts the refusal of a person who declines at GitHub', async () => {
    const jar = createCookieJar();
    const start = await visit(jar, '/api/auth/github/start');
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const handler = await visit(
      jar,
      `/api/auth/github/handler/frame?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${encodeURIComponent(state)}`,
    );
    expect(handler.status).toBe(401);
    expect(await handler.text()).toContain(
      '"message":"GitHub refused the sign-in: The user has denied your application access."',
    );
    expect(jar.get('github-refresh-token')).toBeUndefined();
  });

  it('answers 401 to a refresh with a revoked token', async () => {
    const jar = createCookieJar();
    const grant = Buffer.from(
      JSON.stringify({ kind: 'access', token: 'gho_revoked', scope: 'read:user' }),
    ).toString('base64url');
    jar.set('github-refresh-token', grant, '/api/auth/github');
    const response = await visit(jar, '/api/auth/github/refresh', {
      'x-requested-with': 'XMLHttpRequest',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { name: 'AuthenticationError' } });
  });
});
