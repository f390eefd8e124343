import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@atrium/model';

/** What went wrong on a connection before a request could reach any route. */
function describe(code: string | undefined): { status: number; name: string; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      name: 'RequestTimeoutError',
      message: 'The request was not received in time',
    };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, name: 'InputError', message: 'The request headers are too large' };
  }
  return { status: 400, name: 'InputError', message: 'Malformed HTTP request' };
}

/**
 * Answers a connection-level client error (Node's `clientError`) with the standard error body,
 * then closes the connection. No request was read, so the body has no `request` part.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, name, message } = describe(error.code);
    const body: ErrorBody = { error: { name, message }, response: { statusCode: status } };
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy();
}
