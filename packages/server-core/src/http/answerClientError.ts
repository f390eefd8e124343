import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@atrium/model';
import { writeRawErrorAnswer } from './writeRawErrorAnswer';

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
 * The request line, when the bytes being parsed start with a whole one (Node hands over the chunk
 * it was reading, at most 64 KB): an oversized header still names its method and URL, which the
 * error body echoes as every other does.
 */
function requestLineOf(rawPacket: unknown): { method: string; url: string } | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const end = rawPacket.indexOf('\r\n');
  if (end === -1) return undefined;
  const firstLine = rawPacket.toString('latin1', 0, end);
  const match = /^([A-Z]+) (\S+) HTTP\/\d\.\d$/.exec(firstLine);
  return match ? { method: match[1] as string, url: match[2] as string } : undefined;
}

/**
 * The response to the request the connection is serving, once its headers were read: the parser
 * can fail on the rest of its body while the route works, or after it began answering. Node's own
 * handler reads the same field.
 */
function currentResponse(socket: Socket): ServerResponse | undefined {
  return (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
}

/**
 * Whether the parser is still reading the body of a request whose headers it read. Its last
 * request stays there, complete, until the next one's headers arrive: those fail as requests.
 */
function readingRequestBody(socket: Socket): boolean {
  const parser = (socket as Socket & { parser?: { incoming?: IncomingMessage | null } | null })
    .parser;
  return parser?.incoming?.complete === false;
}

/**
 * Answers a connection-level client error (Node's `clientError`) with the standard error body,
 * then closes the connection. Without a complete request line the body has no `request` part.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const current = currentResponse(socket);
  // The bytes that failed were the body of a request already answered in full: anything written
  // now would follow that answer, which its client took as the last.
  if (!current && readingRequestBody(socket)) {
    socket.destroySoon();
    return;
  }
  const answer = current?.headersSent ? current : undefined;
  if (answer) {
    // A second answer written into the first would corrupt it for the client. A complete one is
    // still on its way out and is let go first; one still streaming is cut.
    if (answer.writableEnded) socket.destroySoon();
    else socket.destroy();
    return;
  }
  if (socket.writable) {
    const { status, name, message } = describe(error.code);
    const request = requestLineOf(error.rawPacket);
    const body: ErrorBody = {
      error: { name, message },
      ...(request ? { request } : {}),
      response: { statusCode: status },
    };
    // The failing bytes may be a body's, with no request line: then the request being served
    // says whether this answers a HEAD, which must carry no body.
    writeRawErrorAnswer(socket, body, request?.method ?? current?.req?.method);
  }
  socket.destroy();
}
