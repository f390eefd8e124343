import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback host serving catalog files, some of which never answer. */
export interface FakeHost {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** `127.0.0.1:<port>`, for backend.reading.allow. */
  readonly host: string;
  /** Requests being answered (or hanging) right now, and the most there ever were at once. */
  readonly active: number;
  readonly maxActive: number;
  /** How many requests each path got. */
  readonly hits: Map<string, number>;
  /** Serves `content` at `path`, or never answers it when `content` is undefined. */
  serve(path: string, content: string | undefined): void;
  stop(): Promise<void>;
}

export async function startFakeHost(): Promise<FakeHost> {
  const files = new Map<string, string | undefined>();
  const hits = new Map<string, number>();
  let active = 0;
  let maxActive = 0;
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    active++;
    maxActive = Math.max(maxActive, active);
    response.on('close', () => active--);
    if (!files.has(path)) {
      response.writeHead(404).end();
      return;
    }
    const content = files.get(path);
    // A hanging host: the request is read, and nothing ever comes back.
    if (content === undefined) return;
    response.writeHead(200, { 'content-type': 'text/yaml' }).end(content);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    get active() {
      return active;
    },
    get maxActive() {
      return maxActive;
    },
    hits,
    serve(path, content) {
      files.set(path, content);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>(resolve => server.close(() => resolve()));
    },
  };
}
