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
 * The request line of the request that failed, when the bytes being parsed hold a whole one (Node
 * hands over the chunk it was reading, at most 64 KB, and how far it got): an oversized header
 * still names its method and URL, which the error body echoes as every other does. Pipelined
 * requests share a chunk, so it is the last request line before the failure.
 */
function requestLineOf(rawPacket: unknown, bytesParsed: unknown): RequestLine | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  // The failure may lie inside an over-long request line: the line starts before it, ends after.
  const failedAt = typeof bytesParsed === 'number' ? bytesParsed : rawPacket.length;
  let found: RequestLine | undefined;
  for (const match of rawPacket.toString('latin1').matchAll(REQUEST_LINE)) {
    if (match.index > failedAt) break;
    found = { method: match[1] as string, url: match[2] as string };
  }
  return found;
}

interface RequestLine {
  method: string;
  url: string;
}

const REQUEST_LINE = /(?:^|\r\n)([A-Z]+) (\S+) HTTP\/\d\.\d\r\n/g;

/**
 * The method of the request that failed, which decides whether its answer may carry a body (a
 * HEAD's may not). Besides a whole request line, a packet starting with a method token starts the
 * request (its line too long to end in it), and the connection's first packet starts one however
 * malformed. Any other packet may be a later part of a HEAD request: the method is unknown.
 */
function methodOf(
  rawPacket: unknown,
  request: RequestLine | undefined,
  socket: Socket,
): string | undefined {
  if (request) return request.method;
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const token = /^[A-Z]+(?= )/.exec(rawPacket.toString('latin1', 0, 32))?.[0];
  if (token) return token;
  return socket.bytesRead === rawPacket.length ? '' : undefined;
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

/** Sockets whose client error is answered or being closed: the parser repeats it per packet. */
const handled = new WeakSet<Socket>();

/**
 * Answers a connection-level client error (Node's `clientError`) with the standard error body,
 * then closes the connection. Without a complete request line the body has no `request` part.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown; bytesParsed?: unknown },
  socket: Socket,
): void {
  // A reset connection has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || handled.has(socket)) return;
  handled.add(socket);
  const current = currentResponse(socket);
  if (readingRequestBody(socket)) {
    closeWithinBody(error, socket, current);
    return;
  }
  // The failing bytes belong to a new request. On a kept-alive connection its answer follows those
  // of the requests before it, which may still be on their way out, as their clients expect.
  afterAnswersInFlight(socket, () => {
    if (socket.writable) {
      const request = requestLineOf(error.rawPacket, error.bytesParsed);
      const method = methodOf(error.rawPacket, request, socket);
      writeRawErrorAnswer(socket, errorBodyOf(error, request), method);
    }
    socket.destroySoon();
  });
}

/** The failing bytes are the body of a request whose headers were read. */
function closeWithinBody(error: { code?: string }, socket: Socket, current?: ServerResponse) {
  // That request was answered in full: anything written now would follow an answer its client
  // took as the last.
  if (!current) {
    socket.destroySoon();
    return;
  }
  if (current.headersSent) {
    // A second answer written into the first would corrupt it for the client. A complete one is
    // still on its way out and is let go first; one still streaming is cut.
    if (current.writableEnded) socket.destroySoon();
    else socket.destroy();
    return;
  }
  // The route is still working: the error is its answer. The failing bytes hold no request line,
  // so the request being served says whether this answers a HEAD, which must carry no body.
  if (socket.writable) writeRawErrorAnswer(socket, errorBodyOf(error), current.req?.method);
  socket.destroy();
}

/** Runs `then` once no response is attached to the socket: Node attaches pipelined ones in turn. */
function afterAnswersInFlight(socket: Socket, then: () => void): void {
  const current = currentResponse(socket);
  if (!current) {
    then();
    return;
  }
  // Node's own 'finish' listener, added first, has attached the next response (if any) by now.
  current.once('finish', () => afterAnswersInFlight(socket, then));
}

function errorBodyOf(error: { code?: string }, request?: RequestLine): ErrorBody {
  const { status, name, message } = describe(error.code);
  return {
    error: { name, message },
    ...(request ? { request } : {}),
    response: { statusCode: status },
  };
}
