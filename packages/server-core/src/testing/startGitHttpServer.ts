import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A real git server for tests: `git http-backend` behind basic auth on loopback. */
export interface GitHttpServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Where the bare repositories live: `<root>/<owner>/<repo>.git`. */
  readonly root: string;
  /** Makes an empty bare repository that accepts pushes. */
  createRepository(relativePath: string): Promise<string>;
  /** The Authorization headers requests came with, and the request paths, in order. */
  readonly requests: Array<{ path: string; authorization?: string }>;
  stop(): Promise<void>;
}

/** Basic credentials as an Authorization header value. */
export function basicHeader(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export async function startGitHttpServer(options: {
  username: string;
  password: string;
  /** Runs as each request arrives, while the pushing git still runs. */
  onRequest?(): void;
}): Promise<GitHttpServer> {
  const root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-git-http-')));
  const expected = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const requests: GitHttpServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, authorization: req.headers.authorization });
    options.onRequest?.();
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="git"' }).end('Unauthorized');
      return;
    }
    serveCgi(root, url, req, res);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    requests,
    createRepository: relativePath => createBareRepository(path.join(root, relativePath)),
    async stop() {
      server.closeAllConnections();
      await new Promise(resolve => server.close(resolve));
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}

/** Runs `git http-backend` as a CGI program for one request. */
export function serveCgi(
  root: string,
  url: URL,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const child = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      REMOTE_USER: 'tester',
      REQUEST_METHOD: req.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      ...(req.headers['content-encoding']
        ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] }
        : {}),
      ...(req.headers['content-length'] ? { CONTENT_LENGTH: req.headers['content-length'] } : {}),
      GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
    },
  });
  req.pipe(child.stdin);
  let buffered = Buffer.alloc(0);
  let headersSent = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (headersSent) return void res.write(chunk);
    buffered = Buffer.concat([buffered, chunk]);
    const end = buffered.indexOf('\r\n\r\n');
    if (end === -1) return;
    let status = 200;
    for (const line of buffered.subarray(0, end).toString().split('\r\n')) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else res.setHeader(name, value);
    }
    res.writeHead(status);
    headersSent = true;
    res.write(buffered.subarray(end + 4));
  });
  child.on('close', () => res.end());
  child.on('error', () => res.writeHead(500).end());
}

/** An empty bare repository that accepts pushes over HTTP. */
export async function createBareRepository(dir: string): Promise<string> {
  await git(['init', '--quiet', '--bare', dir]);
  await git(['--git-dir', dir, 'config', 'http.receivepack', 'true']);
  return dir;
}

export function git(args: string[], cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', chunk => (out += chunk));
    child.stderr.on('data', chunk => (err += chunk));
    child.on('close', code => (code === 0 ? resolve(out) : reject(new Error(err))));
  });
}
