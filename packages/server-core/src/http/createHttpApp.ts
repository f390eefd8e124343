import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerFactory,
} from 'fastify';
import { InputError, ServiceUnavailableError, type ErrorBody } from '@atrium/model';
import type { Logger } from '../logging/createLogger';
import { answerClientError } from './answerClientError';
import { mapErrorToResponse, type MappedError } from './errorStatus';
import { findNulCharacter } from './findNulCharacter';
import { applyHttpTimeouts, DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from './httpTimeouts';
import { pickRequestId, REQUEST_ID_HEADER } from './requestId';

export interface HttpAppOptions {
  logger: Logger;
  /** Largest accepted request body in bytes; larger ones get 413. */
  bodyLimit?: number;
  /** Leave unknown routes to the caller (the web app answers them with its index page). */
  customNotFound?: boolean;
  /** Makes the underlying HTTP server (the web app's hands API requests to the backend). */
  serverFactory?: FastifyServerFactory;
  /** How long clients may take to send a request or stay idle; see httpTimeouts.ts. */
  timeouts?: HttpTimeouts;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Answers smaller than this go uncompressed: the headers would cost more than the saving. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * JSON and text, but never event streams (compressing those would hold events back until a
 * buffer fills). Pre-compressed web assets already carry their encoding and are left alone.
 */
const COMPRESSIBLE_TYPES = /^(application\/(json|javascript|xml)|text\/(?!event-stream))/;
/** Brotli's default (11) costs tens of milliseconds per large answer; 4 is fast and near gzip -9. */
const BROTLI_QUALITY = 4;

/**
 * The Fastify app with the core's request ids, logging, timeouts and the one error mapping: every
 * error answer, Fastify's own included, has the standard error body.
 */
export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  let closing = false;
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    genReqId: request => pickRequestId(request.headers[REQUEST_ID_HEADER]),
    // Keep-alive sockets with no request in flight are closed at shutdown; busy ones finish.
    forceCloseConnections: 'idle',
    // Fastify's own 503 at shutdown has its own body shape; the onRequest hook below answers it.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Malformed URLs (`%zz`) and over-long path parameters, otherwise answered in Fastify's shape.
    frameworkErrors: (error, request, reply) =>
      sendError(reply, request, mapErrorToResponse(error)),
    // Malformed HTTP, oversized headers and requests not received in time, before any route.
    clientErrorHandler: answerClientError,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  }) as unknown as FastifyInstance;
  applyHttpTimeouts(app.server, options.timeouts ?? DEFAULT_HTTP_TIMEOUTS);
  acceptEmptyJsonBodies(app);

  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (closing) throw new ServiceUnavailableError('The server is shutting down');
  });
  // After parsing (the body is known) and before any handler, for every route of every plugin.
  app.addHook('preValidation', async request => {
    // An unknown route's wildcard parameter is no parameter of the API: it stays a 404.
    if (request.is404) return;
    const where = findNulCharacter(request);
    if (where) throw new InputError(`Invalid ${where}: it contains a NUL character`);
  });

  // A page of 20 entities is ~25 KB of JSON and ~4 KB compressed: on a slow link, most of a page's
  // wait. It applies to the routes of every plugin registered after it (all of them).
  void app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

  app.setErrorHandler((error, request, reply) => {
    const mapped = mapErrorToResponse(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'Request failed');
    if (mapped.status === 304) return reply.status(304).send();
    return sendError(reply, request, mapped);
  });

  if (!options.customNotFound) {
    app.setNotFoundHandler((request, reply) => {
      const mapped = {
        status: 404,
        name: 'NotFoundError',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      };
      return sendError(reply, request, mapped);
    });
  }

  return app;
}

/**
 * Clients such as Backstage's catalog client send `Content-Type: application/json` with no body on
 * DELETE and refresh-like calls; Fastify refuses those with 400. An empty JSON body is no body.
 * Anything else goes to Fastify's own parser, prototype-poisoning checks included.
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}

function sendError(
  reply: FastifyReply,
  request: { method: string; url: string },
  mapped: MappedError,
) {
  // A handler that failed after compression was chosen (a stream that errors before its first
  // chunk) leaves the encoding header behind; the error body is sent as it is, or compressed anew.
  reply.removeHeader('content-encoding');
  reply.removeHeader('content-length');
  return reply
    .status(mapped.status)
    .type('application/json; charset=utf-8')
    .send(errorBody(mapped, request.method, request.url));
}

function errorBody(
  mapped: { status: number; name: string; message: string },
  method: string,
  url: string,
): ErrorBody {
  return {
    error: { name: mapped.name, message: mapped.message },
    request: { method, url },
    response: { statusCode: mapped.status },
  };
}
