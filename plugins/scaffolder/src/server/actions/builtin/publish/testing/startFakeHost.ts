import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createBareRepository, git, serveCgi } from '@atrium/server-core/testing';

/** One request to a fake host's REST API. */
export interface FakeRequest {
  readonly method: string;
  /** The path below the API root, decoded segment by segment only by the route. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly authorization?: string;
}

export interface FakeResponse {
  readonly status: number;
  readonly body?: unknown;
}

export interface FakeHostOptions {
  /** The path the REST API is served under, e.g. `/api/v3`. */
  apiPath: string;
  /** Whether an API request's Authorization header is accepted. */
  apiAuthorized(authorization: string | undefined): boolean;
  /** The answer to a refused API call, in the host's own shape. */
  unauthorized: FakeResponse;
  /** The Authorization values git over HTTP accepts. */
  gitAuthorizations: readonly string[];
  /** Answers an API call; undefined is a 404. */
  route(request: FakeRequest): FakeResponse | undefined | Promise<FakeResponse | undefined>;
  notFound: FakeResponse;
}

/** A loopback server playing one source-control host: its REST API and git over HTTP. */
export interface FakeHost {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly host: string;
  /** Every request: method, path and Authorization header (git's and the API's). */
  readonly requests: Array<{ method: string; path: string; authorization?: string }>;
  /** Makes a bare repository accepting pushes at a path below the server's root. */
  createBareRepository(relativePath: string): Promise<string>;
  /** The bare repository at a path, for cloning back. */
  repositoryPath(relativePath: string): string;
  stop(): Promise<void>;
}

// The three requests of git's smart HTTP protocol.
const GIT_REQUEST = /\/(?:info\/refs|git-upload-pack|git-receive-pack)$/;

export async function startFakeHost(options: FakeHostOptions): Promise<FakeHost> {
  const root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-fake-host-')));
  const requests: FakeHost['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const authorization = req.headers.authorization;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, authorization });
    if (GIT_REQUEST.test(url.pathname)) {
      if (!authorization || !options.gitAuthorizations.includes(authorization)) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="git"' }).end('Unauthorized');
        return;
      }
      serveCgi(root, url, req, res);
      return;
    }
    const send = ({ status, body }: FakeResponse) => {
      if (body === undefined) return void res.writeHead(status).end();
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (!url.pathname.startsWith(`${options.apiPath}/`)) return send(options.notFound);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (!options.apiAuthorized(authorization)) return send(options.unauthorized);
      let body: unknown;
      try {
        const text = Buffer.concat(chunks).toString();
        body = text ? JSON.parse(text) : undefined;
      } catch {
        return send({ status: 400, body: { message: 'Problems parsing JSON' } });
      }
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname.slice(options.apiPath.length),
        query: url.searchParams,
        body,
        authorization,
      };
      Promise.resolve(options.route(request)).then(
        answer => send(answer ?? options.notFound),
        (error: Error) => send({ status: 500, body: { message: error.message } }),
      );
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const repositoryPath = (relativePath: string) => path.join(root, relativePath);
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    repositoryPath,
    createBareRepository: relativePath => createBareRepository(repositoryPath(relativePath)),
    async stop() {
      server.closeAllConnections();
      await new Promise(resolve => server.close(resolve));
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

/** Whether a bare repository has a branch. */
export async function hasBranch(bare: string, branch: string): Promise<boolean> {
  return git(['--git-dir', bare, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]).then(
    () => true,
    () => false,
  );
}

/** The segments of an API path, decoded, or undefined when it does not match the pattern. */
export function matchPath(pattern: string, actual: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = actual.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[i]!);
    else if (segment !== got[i]) return undefined;
  }
  return params;
}
