import { ServiceUnavailableError } from '@atrium/model';
import type { ReadUrlOptions, ReadUrlResult } from './createUrlReader';
import { describeFetchCause } from './describeFetchCause';
import { formatDuration, readLimitedBody } from './readLimitedBody';

export interface ObjectRequest {
  /** The URL the user named, as messages show it. */
  display: string;
  /** Which service, for messages: `S3`, `Azure Blob Storage`. */
  service: string;
  timeoutMs: number;
  maxBytes: number;
  /** Makes the request once the deadline's signal exists; credentials are obtained in it. */
  send(signal: AbortSignal): Promise<Response>;
  /** The error for an answer that is neither OK nor 304, from its status and (short) body. */
  refusal(status: number, body: string): Error;
  /**
   * The object in an OK answer whose body is not the object itself (a JSON envelope), with its
   * ETag; `bodyLimit` then bounds the envelope.
   */
  unwrap?(body: Buffer, response: Response): ReadUrlResult;
  bodyLimit?: number;
}

/** The most of an error answer read to learn its code. */
const ERROR_BODY_BYTES = 64 * 1024;

/**
 * One read from an object store: within the deadline, the body bounded, 304 as not modified, and
 * no redirect followed, since a store answering with one names no object of its own.
 */
export async function fetchObject(
  request: ObjectRequest,
  options: ReadUrlOptions,
): Promise<ReadUrlResult> {
  const { display, service } = request;
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await request.send(signal);
    if (response.status === 304) {
      await response.body?.cancel();
      return { notModified: true };
    }
    if (response.ok) {
      const buffer = await readLimitedBody(
        response,
        request.bodyLimit ?? request.maxBytes,
        display,
      );
      if (request.unwrap) return request.unwrap(buffer, response);
      return { notModified: false, buffer, etag: response.headers.get('etag') ?? undefined };
    }
    throw request.refusal(response.status, await readErrorBody(response));
  } catch (error) {
    if (timeout.aborted) {
      throw new ServiceUnavailableError(
        `Timed out after ${formatDuration(request.timeoutMs)} reading ${display} from ${service}`,
      );
    }
    if (error instanceof TypeError) {
      throw new ServiceUnavailableError(
        `Could not read ${display} from ${service}: ${describeFetchCause(error)}`,
      );
    }
    throw error;
  }
}

async function readErrorBody(response: Response): Promise<string> {
  try {
    return (await readLimitedBody(response, ERROR_BODY_BYTES, 'error')).toString('utf8');
  } catch {
    return '';
  }
}
