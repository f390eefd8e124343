import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { ErrorBody } from '@atrium/model';
import type { Logger } from '../logging/createLogger';
import { mapErrorToResponse } from './errorStatus';
import { pickRequestId, REQUEST_ID_HEADER } from './requestId';

export interface HttpAppOptions {
  logger: Logger;
  /** Largest accepted request body in bytes; larger ones get 413. */
  bodyLimit?: number;
  /** Leave unknown routes to the caller (the web app answers them with its index page). */
  customNotFound?: boolean;
  /** Makes the underlying HTTP server (the web app's hands API requests to the backend). */
  serverFactory?: FastifyServerFactory;
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

/** The Fastify app with the core's request ids, logging and the one error mapping. */
export function createHttpApp(options: HttpAppOptions): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    genReqId: request => pickRequestId(request.headers[REQUEST_ID_HEADER]),
    // Keep-alive sockets with no request in flight are closed at shutdown; busy ones finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  }) as unknown as FastifyInstance;

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
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
    return reply.status(mapped.status).send(errorBody(mapped, request.method, request.url));
  });

  if (!options.customNotFound) {
    app.setNotFoundHandler((request, reply) => {
      const mapped = {
        status: 404,
        name: 'NotFoundError',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      };
      return reply.status(404).send(errorBody(mapped, request.method, request.url));
    });
  }

  return app;
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
