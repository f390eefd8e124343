import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackRequest {
  method: string;
  /** The path with its query string. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface LoopbackAnswer {
  status?: number;
  /** Sent as JSON unless a string (then with `contentType`, JSON by default). */
  body: unknown;
  contentType?: string;
}

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, oldest first. */
  requests: LoopbackRequest[];
  stop(): Promise<void>;
}

/**
 * A plain HTTP server on a free loopback port answering with `answer`: the stand-in for a token
 * endpoint (Google, Microsoft Entra ID, AWS STS) in tests.
 */
export async function startLoopbackServer(
  answer: (request: LoopbackRequest) => LoopbackAnswer | Promise<LoopbackAnswer>,
): Promise<LoopbackServer> {
  const requests: LoopbackRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: LoopbackRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void Promise.resolve(answer(request)).then(
        reply => {
          const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
          response.writeHead(reply.status ?? 200, {
            'content-type': reply.contentType ?? 'application/json',
          });
          response.end(text);
        },
        () => {
          response.writeHead(500);
          response.end();
        },
      );
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>(resolve => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
