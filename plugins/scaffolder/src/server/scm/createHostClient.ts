import {
  ConflictError,
  InputError,
  NotAllowedError,
  NotFoundError,
  ServiceUnavailableError,
} from '@atrium/model';
import type { HostAccess } from './hostAccess';

/** A JSON call to a source-control host's REST API. */
export interface HostClient {
  /** `path` is below the API root; answers the parsed body, `undefined` for an empty one. */
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/** What a host answered with an error status, kept for callers that treat some as expected. */
export interface HostErrorDetails {
  readonly status: number;
  readonly hostMessage: string;
}

const statusOf = new WeakMap<Error, HostErrorDetails>();

/** The status and message a host answered, when the error came from one. */
export function hostErrorDetails(error: unknown): HostErrorDetails | undefined {
  return error instanceof Error ? statusOf.get(error) : undefined;
}

/**
 * Calls a host's API with the access given. Failures become the portal's errors, naming the host
 * and the call and quoting the host's own message, never a credential: a refused token is
 * NotAllowed, a missing thing NotFound, a name taken a Conflict, anything else Unavailable.
 */
export function createHostClient(access: HostAccess, signal?: AbortSignal): HostClient {
  const { host } = access.integration;
  return {
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      const url = `${access.apiBaseUrl}${path}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            authorization: access.apiAuthorization,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
          redirect: 'error',
        });
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw new ServiceUnavailableError(`${host} could not be reached (${method} ${path})`, {
          cause: error,
        });
      }
      const text = await response.text();
      if (!response.ok) throw hostError(host, method, path, response.status, text);
      if (!text) return undefined as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new ServiceUnavailableError(`${host} answered ${method} ${path} with non-JSON`);
      }
    },
  };
}

function hostError(host: string, method: string, path: string, status: number, text: string) {
  const hostMessage = messageOf(text);
  const said = `${host} answered ${method} ${path} with ${status}${hostMessage ? `: ${hostMessage}` : ''}`;
  const error =
    status === 401 || status === 403
      ? new NotAllowedError(`${said} (the token was refused or lacks a permission)`)
      : status === 404
        ? new NotFoundError(said)
        : status === 409 || status === 422
          ? new ConflictError(said)
          : status === 400
            ? new InputError(said)
            : new ServiceUnavailableError(said);
  statusOf.set(error, { status, hostMessage });
  return error;
}

/** The message of the JSON error bodies GitHub, GitLab, Bitbucket and Azure DevOps send. */
function messageOf(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text.slice(0, 200);
  }
  const parts: string[] = [];
  const visit = (value: unknown, prefix: string, depth: number) => {
    if (depth > 4 || parts.length > 4) return;
    if (typeof value === 'string') parts.push(prefix ? `${prefix} ${value}` : value);
    else if (Array.isArray(value)) value.forEach(item => visit(item, prefix, depth + 1));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const carriers = ['message', 'error', 'errors'].filter(key => key in record);
      // GitLab answers field problems as `{ message: { name: ['has already been taken'] } }`.
      const keys = carriers.length > 0 ? carriers : Object.keys(record);
      for (const key of keys) visit(record[key], carriers.length > 0 ? prefix : key, depth + 1);
    }
  };
  visit(body, '', 0);
  return [...new Set(parts)].join('; ').slice(0, 300);
}
