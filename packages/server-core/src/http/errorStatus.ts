import { ownValue } from '@atrium/model';

/**
 * The one place an error becomes an HTTP status (DESIGN.md "Errors"). Keyed by error name so
 * errors that crossed a package boundary (or were rebuilt from a response body) still map.
 */
const statusByErrorName: Readonly<Record<string, number>> = {
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
const fastifyClientErrors: Readonly<Record<string, { status: number; name: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, name: 'PayloadTooLargeError' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, name: 'InputError' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, name: 'InputError' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, name: 'InputError' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, name: 'InputError' },
  FST_ERR_VALIDATION: { status: 400, name: 'InputError' },
  FST_ERR_BAD_URL: { status: 400, name: 'InputError' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, name: 'InputError' },
};

/** Our names for the client errors Fastify (or a Fastify plugin) answers with its own status. */
const nameByClientStatus: Readonly<Record<string, string>> = {
  401: 'AuthenticationError',
  403: 'NotAllowedError',
  404: 'NotFoundError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
};

/**
 * Database errors with a meaning for the caller (SQLSTATE codes from PostgreSQL, result codes
 * from SQLite). Their own messages name tables and statements, so each gets a message of ours.
 */
const NUL_IN_TEXT = {
  status: 400,
  name: 'InputError',
  message: 'The request contains a NUL character, which cannot be stored',
};

const databaseErrors: Readonly<Record<string, { status: number; name: string; message: string }>> =
  {
    // statement_timeout (backend.database.statementTimeout) cancelled the query.
    '57014': {
      status: 503,
      name: 'ServiceUnavailableError',
      message:
        'The database took too long to answer and the query was cancelled; try a narrower request',
    },
    // PostgreSQL text and jsonb cannot hold NUL; the request checks catch these first.
    '22021': NUL_IN_TEXT,
    '22P05': NUL_IN_TEXT,
    SQLITE_BUSY: {
      status: 503,
      name: 'ServiceUnavailableError',
      message: 'The database is busy; try again shortly',
    },
  };

export interface MappedError {
  status: number;
  name: string;
  message: string;
}

export function mapErrorToResponse(error: unknown): MappedError {
  const err = error as { name?: unknown; message?: unknown; code?: unknown; statusCode?: unknown };
  const message = typeof err?.message === 'string' ? err.message : 'Unknown error';
  const code = typeof err?.code === 'string' ? err.code : undefined;
  const fastify = code === undefined ? undefined : ownValue(fastifyClientErrors, code);
  if (fastify) {
    return { status: fastify.status, name: fastify.name, message: cleanFastifyMessage(message) };
  }
  const database = code === undefined ? undefined : ownValue(databaseErrors, code);
  if (database) return { ...database };
  // A JSON body that fails to parse surfaces as a SyntaxError with statusCode 400.
  if (err?.name === 'SyntaxError' && err.statusCode === 400) {
    return {
      status: 400,
      name: 'InputError',
      message: `Malformed JSON in request body: ${message}`,
    };
  }
  const name = typeof err?.name === 'string' ? err.name : 'Error';
  const status = ownValue(statusByErrorName, name);
  if (status) return { status, name, message };
  const clientStatus = fastifyClientStatus(code, err?.statusCode);
  if (clientStatus) {
    return {
      status: clientStatus,
      name: ownValue(nameByClientStatus, String(clientStatus)) ?? 'InputError',
      message: cleanFastifyMessage(message),
    };
  }
  // A 5xx never echoes an internal message: it may carry paths, SQL or secrets.
  return { status: 500, name: 'Error', message: 'Internal server error' };
}

/**
 * Fastify and its plugins mark client errors with a 4xx `statusCode` and an `FST_` code; any
 * other error with a status (from a library) is not trusted to be the client's fault.
 */
function fastifyClientStatus(code: string | undefined, statusCode: unknown): number | undefined {
  if (!code?.startsWith('FST_') || typeof statusCode !== 'number') return undefined;
  return statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
}

function cleanFastifyMessage(message: string): string {
  return message.replace(/^FST_\w+:\s*/, '');
}
