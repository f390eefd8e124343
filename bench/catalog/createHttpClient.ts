import http from 'node:http';

export interface HttpResponse {
  status: number;
  body: string;
  /** From writing the request to the last byte of the body. */
  ms: number;
}

export interface HttpClient {
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpResponse>;
  close(): void;
}

/**
 * A keep-alive client on node:http (undici's Agent is not installed): every request of a load
 * pass reuses a warm connection, so the figures are the server's time, not TCP handshakes.
 */
export function createHttpClient(
  baseUrl: string,
  options: { timeoutMs?: number } = {},
): HttpClient {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const timeoutMs = options.timeoutMs ?? 30_000;
  return {
    request(method, path, body) {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const started = performance.now();
        const request = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: {
              accept: 'application/json',
              ...(payload === undefined
                ? {}
                : {
                    'content-type': 'application/json',
                    'content-length': Buffer.byteLength(payload),
                  }),
            },
          },
          response => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', reject);
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - started,
              }),
            );
          },
        );
        request.setTimeout(timeoutMs, () =>
          request.destroy(new Error(`${method} ${path} took longer than ${timeoutMs} ms`)),
        );
        request.on('error', reject);
        request.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
