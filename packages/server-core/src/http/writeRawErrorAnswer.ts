import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@atrium/model';

/**
 * Writes an error answer straight to a socket that no HTTP response object owns (a client error
 * before any request, a refused upgrade), then leaves the socket to the caller to close. A HEAD
 * request gets the headers alone: its client reads no body, and would take one for a broken answer.
 */
export function writeRawErrorAnswer(socket: Duplex, body: ErrorBody, method?: string): void {
  const status = body.response.statusCode;
  const text = JSON.stringify(body);
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${method === 'HEAD' ? '' : text}`,
  );
}
