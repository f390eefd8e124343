/**
 * The one place an error becomes an HTTP status (DESIGN.md "Errors"). Keyed by error name so
 * errors that crossed a package boundary (or were rebuilt from a response body) still map.
 */
const statusByErrorName: Record<string, number> = {
  InputError: 400,
  AuthenticationError: 401,
  NotAllowedError: 403,
  NotFoundError: 404,
  ConflictError: 409,
  NotModifiedError: 304,
  NotImplementedError: 501,
  ServiceUnavailableError: 503,
  PayloadTooLargeError: 413,
};

/** Fastify's own errors that are the client's fault, with the name our error body uses. */
const fastifyClientErrors: Record<string, { status: number; name: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, name: 'PayloadTooLargeError' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, name: 'InputError' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, name: 'InputError' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, name: 'InputError' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, name: 'InputError' },
  FST_ERR_VALIDATION: { status: 400, name: 'InputError' },
};

export interface MappedError {
  status: number;
  name: string;
  message: string;
}

export function mapErrorToResponse(error: unknown): MappedError {
  const err = error as { name?: unknown; message?: unknown; code?: unknown; statusCode?: unknown };
  const message = typeof err?.message === 'string' ? err.message : 'Unknown error';
  if (typeof err?.code === 'string' && fastifyClientErrors[err.code]) {
    const known = fastifyClientErrors[err.code]!;
    return { status: known.status, name: known.name, message: cleanFastifyMessage(message) };
  }
  // A JSON body that fails to parse surfaces as a SyntaxError with statusCode 400.
  if (err?.name === 'SyntaxError' && err.statusCode === 400) {
    return {
      status: 400,
      name: 'InputError',
      message: `Malformed JSON in request body: ${message}`,
    };
  }
  const name = typeof err?.name === 'string' ? err.name : 'Error';
  const status = statusByErrorName[name];
  if (status) return { status, name, message };
  // A 5xx never echoes an internal message: it may carry paths, SQL or secrets.
  return { status: 500, name: 'Error', message: 'Internal server error' };
}

function cleanFastifyMessage(message: string): string {
  return message.replace(/^FST_\w+:\s*/, '');
}
