import { randomBytes, verify, type KeyObject } from 'node:crypto';
import { matchPath } from './matchPath';
import type { FakeRequest, FakeResponse } from './startFakeHost';

/** A GitHub App the fake knows: its id, the public half of its key, and where it is installed. */
export interface FakeGithubAppOptions {
  appId: string;
  publicKey: KeyObject;
  /** Accounts (logins) the app is installed on, in installation-id order from 1. */
  installedOn: string[];
}

export interface FakeGithubApp {
  /** Whether an `Authorization` value is the app's JWT or one of its installation tokens. */
  authorizes(authorization: string | undefined): boolean;
  /** Answers `/app/installations` and the token exchange; undefined for other calls. */
  route(request: FakeRequest): FakeResponse | undefined;
  /** Installation tokens handed out, with the account each is for. */
  readonly tokens: Map<string, string>;
}

/**
 * GitHub's app authentication: calls under `/app` need a JWT signed with the app's key (RS256,
 * issued by the app id, living at most ten minutes); an installation's token works for the rest.
 */
export function createFakeGithubApp(options: FakeGithubAppOptions): FakeGithubApp {
  const tokens = new Map<string, string>();
  const isAppJwt = (authorization: string | undefined) => {
    const jwt = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '');
    if (!jwt) return false;
    const [, header, payload, signature] = jwt as unknown as [string, string, string, string];
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      options.publicKey,
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) return false;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      iss?: unknown;
      iat?: number;
      exp?: number;
    };
    const now = Date.now() / 1000;
    return (
      String(claims.iss) === options.appId &&
      (claims.exp ?? 0) > now &&
      (claims.exp ?? 0) - (claims.iat ?? 0) <= 600
    );
  };
  return {
    tokens,
    authorizes: authorization =>
      isAppJwt(authorization) || tokens.has((authorization ?? '').replace(/^(Bearer|token) /, '')),
    route(request) {
      if (!request.path.startsWith('/app/')) return undefined;
      if (!isAppJwt(request.authorization)) {
        return { status: 401, body: { message: 'A JSON web token could not be decoded' } };
      }
      if (request.method === 'GET' && request.path === '/app/installations') {
        const installations = options.installedOn.map((login, index) => ({
          id: index + 1,
          account: { login, type: 'Organization' },
        }));
        return { status: 200, body: installations };
      }
      const exchange = matchPath('/app/installations/:id/access_tokens', request.path);
      const account = exchange && options.installedOn[Number(exchange.id) - 1];
      if (request.method === 'POST' && account) {
        const token = `ghs_${randomBytes(12).toString('hex')}`;
        tokens.set(token, account);
        const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
        return { status: 201, body: { token, expires_at: expiresAt } };
      }
      return undefined;
    },
  };
}
