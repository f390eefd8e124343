import http from 'node:http';

export interface HttpResponse {
  status: number;
  body: string;
  /** From writing the request to the last byte of the body. */
  ms: number;
  /** From writing the request to the first byte of the body (the headers' arrival if none). */
  firstByteMs: number;
}

export interface HttpClient {
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpResponse>;
  close(): void;
}

/** Plugin routes need an identity; the bench calls as the guest, as the web app signs in. */
const GUEST_REFRESH_PATH = '/api/auth/guest/refresh';

/**
 * A keep-alive client on node:http (undici's Agent is not installed): every request of a load
 * pass reuses a warm connection, so the figures are the server's time, not TCP handshakes.
 * Calls to plugin routes carry a guest token, fetched once before the first of them.
 */
export function createHttpClient(
  baseUrl: string,
  options: { timeoutMs?: number } = {},
): HttpClient {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const timeoutMs = options.timeoutMs ?? 30_000;
  let token: string | undefined;

  async function request(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<HttpResponse> {
    if (token === undefined && path.startsWith('/api/') && path !== GUEST_REFRESH_PATH) {
      const session = await send('GET', GUEST_REFRESH_PATH, undefined, {
        'x-requested-with': 'XMLHttpRequest',
      });
      // Until the server can sign in, its answer is the caller's answer (e.g. while starting).
      if (session.status !== 200) return session;
      token = (JSON.parse(session.body) as { backstageIdentity: { token: string } })
        .backstageIdentity.token;
    }
    return send(method, path, body, token ? { authorization: `Bearer ${token}` } : {});
  }

  function send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    extraHeaders: Record<string, string>,
  ): Promise<HttpResponse> {
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
            ...extraHeaders,
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
          let firstByteMs: number | undefined;
          response.on('data', (chunk: Buffer) => {
            firstByteMs ??= performance.now() - started;
            chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            const ms = performance.now() - started;
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ms,
              firstByteMs: firstByteMs ?? ms,
            });
          });
        },
      );
      request.setTimeout(timeoutMs, () =>
        request.destroy(new Error(`${method} ${path} took longer than ${timeoutMs} ms`)),
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  return {
    request,
    close() {
      agent.destroy();
    },
  };
}
