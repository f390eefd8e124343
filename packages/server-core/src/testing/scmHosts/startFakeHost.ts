import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createBareRepository, git, serveCgi } from '../startGitHttpServer';
import { ifNoneMatchHits } from './etag';
import { createRateLimitGate, type FakeRateLimit, type RateLimitPolicy } from './fakeRateLimit';

/** One request to a fake host's REST API. */
export interface FakeRequest {
  readonly method: string;
  /** The path below the API root, decoded segment by segment only by the route. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly authorization?: string;
  /** Lower-case names, as Node gives them (`accept`, `if-none-match`). */
  readonly headers: http.IncomingHttpHeaders;
}

export interface FakeResponse {
  readonly status: number;
  /** Bytes go out as they are, a string as plain text, anything else as JSON. */
  readonly body?: unknown;
  /** An `etag` here makes a matching `If-None-Match` answer 304. */
  readonly headers?: Record<string, string>;
}

export interface FakeHostOptions {
  /** The path the REST API is served under, e.g. `/api/v3`. */
  apiPath: string;
  /** Whether an API request's credentials (the Authorization header, or another) are accepted. */
  apiAuthorized(authorization: string | undefined, headers: http.IncomingHttpHeaders): boolean;
  /** The answer to a refused API call, in the host's own shape. */
  unauthorized: FakeResponse;
  /** The Authorization values git over HTTP accepts. */
  gitAuthorizations: readonly string[];
  /** Answers an API call; undefined is a 404. */
  route(request: FakeRequest): FakeResponse | undefined | Promise<FakeResponse | undefined>;
  notFound: FakeResponse;
  rateLimit: RateLimitPolicy;
}

/** A loopback server playing one source-control host: its REST API and git over HTTP. */
export interface FakeHost {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly host: string;
  /** Every request: method, path and Authorization header (git's and the API's). */
  readonly requests: Array<{ method: string; path: string; authorization?: string }>;
  /** The API's rate limit: a switch to hit it, and what requests cost. */
  readonly rateLimit: FakeRateLimit;
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
  const rateLimit = createRateLimitGate(options.rateLimit);
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
    const send = (answer: FakeResponse) => sendAnswer(res, answer);
    if (!url.pathname.startsWith(`${options.apiPath}/`)) return send(options.notFound);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (!options.apiAuthorized(authorization, req.headers)) return send(options.unauthorized);
      const refusal = rateLimit.refusal();
      if (refusal) return send(refusal);
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
        headers: req.headers,
      };
      Promise.resolve(options.route(request)).then(
        answer => {
          const given = answer ?? options.notFound;
          const etag = given.headers?.etag;
          const final: FakeResponse =
            etag && ifNoneMatchHits(req.headers['if-none-match'], etag)
              ? { status: 304, headers: { etag } }
              : given;
          send({ ...final, headers: { ...rateLimit.record(final.status), ...final.headers } });
        },
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
    rateLimit,
    repositoryPath,
    async createBareRepository(relativePath) {
      const bare = await createBareRepository(repositoryPath(relativePath));
      // Hosts name `main` the default branch; `HEAD` is what a file read without a ref reads.
      await git(['--git-dir', bare, 'symbolic-ref', 'HEAD', 'refs/heads/main']);
      return bare;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise(resolve => server.close(resolve));
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

function sendAnswer(res: http.ServerResponse, { status, body, headers = {} }: FakeResponse) {
  const [type, bytes] = Buffer.isBuffer(body)
    ? ['application/octet-stream', body]
    : typeof body === 'string'
      ? ['text/plain; charset=utf-8', body]
      : ['application/json', body === undefined ? undefined : JSON.stringify(body)];
  try {
    if (bytes === undefined) res.writeHead(status, headers).end();
    else res.writeHead(status, { 'content-type': type, ...headers }).end(bytes);
  } catch (error) {
    // A header value Node refuses is the fake's own bug: answer it rather than hang the client.
    if (!res.headersSent) res.writeHead(500).end(String(error));
  }
}
