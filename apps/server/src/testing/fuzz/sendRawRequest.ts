import http from 'node:http';
import zlib from 'node:zlib';
import type { FuzzRequest } from './generateFuzzRequest';

export type RawAnswer =
  | {
      kind: 'answered';
      status: number;
      headers: http.IncomingHttpHeaders;
      text: string;
      /** Milliseconds until the status line and headers arrived. */
      headersMs: number;
      /** Milliseconds until the last byte of the body arrived. */
      totalMs: number;
    }
  /** The connection ended (reset, closed, timed out) before a whole answer arrived. */
  | { kind: 'dropped'; reason: string; totalMs: number };

export interface SendRawRequestOptions {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  agent?: http.Agent;
  /** Gives up (as a dropped connection) after this long; far above any acceptable answer. */
  giveUpMs?: number;
}

/**
 * Sends a request byte for byte as given (fetch would normalise the path and headers that the
 * fuzzer means to send broken), timing the answer as the client sees it.
 */
export function sendRawRequest(
  request: FuzzRequest,
  { baseUrl, agent, giveUpMs = 10_000 }: SendRawRequestOptions,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  return new Promise(resolve => {
    let settled = false;
    const settle = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const headers = { ...request.headers };
    if (request.body) headers['content-length'] = String(request.body.length);
    const client = http.request({
      host: hostname,
      port,
      method: request.method,
      path: request.path,
      headers,
      agent,
    });
    const timer = setTimeout(() => {
      settle({ kind: 'dropped', reason: `no answer within ${giveUpMs} ms`, totalMs: elapsed() });
      client.destroy();
    }, giveUpMs);
    client.on('response', response => {
      const headersMs = elapsed();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        settle({
          kind: 'answered',
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: decode(Buffer.concat(chunks), response.headers['content-encoding']),
          headersMs,
          totalMs: elapsed(),
        }),
      );
      response.on('error', error =>
        settle({ kind: 'dropped', reason: `while reading: ${error.message}`, totalMs: elapsed() }),
      );
    });
    // A switched protocol is an answer; the fuzzer has nothing to say over it.
    client.on('upgrade', (response, socket) => {
      socket.destroy();
      const ms = elapsed();
      settle({
        kind: 'answered',
        status: response.statusCode ?? 101,
        headers: response.headers,
        text: '',
        headersMs: ms,
        totalMs: ms,
      });
    });
    client.on('error', error =>
      settle({ kind: 'dropped', reason: error.message, totalMs: elapsed() }),
    );
    client.end(request.body);
  });
}

/** Answers are compressed when a request accepts it; the checks read the text. */
function decode(body: Buffer, encoding: string | undefined): string {
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
    if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
    if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  } catch {
    return `(undecodable ${encoding} body of ${body.length} bytes)`;
  }
  return body.toString('utf8');
}
