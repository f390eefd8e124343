import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

// An incoming id is echoed into logs and headers, so only a short, plain token is trusted.
const acceptableRequestId = /^[\w\-.=:]{1,128}$/;

/** Keeps a caller's request id when it is safe to log, otherwise makes a new one. */
export function pickRequestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && acceptableRequestId.test(value) ? value : randomUUID();
}
