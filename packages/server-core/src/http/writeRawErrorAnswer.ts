import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@atrium/model';

/**
 * Writes an error answer straight to a socket that no HTTP response object owns (a client error
 * before any request, a refused upgrade), then leaves the socket to the caller to close. A HEAD
 * request gets the headers alone: its client reads no body, and would take one for a broken answer.
 * When the method is unknown (the parser failed in a later packet than the request line's), the
 * answer is the status alone, as Node's own: no client misreads an empty body.
 */
export function writeRawErrorAnswer(
  socket: Duplex,
  body: ErrorBody,
  method: string | undefined,
): void {
  const status = body.response.statusCode;
  const statusLine = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n`;
  if (method === undefined) {
    socket.write(`${statusLine}Content-Length: 0\r\n\r\n`);
    return;
  }
  const text = JSON.stringify(body);
  socket.write(
    statusLine +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${method === 'HEAD' ? '' : text}`,
  );
}
