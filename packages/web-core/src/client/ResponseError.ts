import { isErrorBody, type ErrorBody } from '@atrium/model';

/**
 * A non-OK HTTP answer turned into an Error (DESIGN.md "Errors", spec 001 §7): built from the JSON
 * error body when the server sent one, otherwise from the status line alone.
 */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  readonly statusCode: number;
  readonly statusText: string;
  /** The server's error body, when the response carried one. */
  readonly body?: ErrorBody;
  /** The server-side error, as named in the body; not an Error instance, it crossed the wire. */
  override readonly cause?: { name: string; message: string };

  constructor(options: {
    message: string;
    statusCode: number;
    statusText: string;
    body?: ErrorBody;
  }) {
    super(options.message);
    this.statusCode = options.statusCode;
    this.statusText = options.statusText;
    if (options.body) {
      this.body = options.body;
      this.cause = { name: options.body.error.name, message: options.body.error.message };
    }
  }

  static async fromResponse(response: Response): Promise<ResponseError> {
    const body = await readErrorBody(response);
    const statusLine = `${response.status} ${response.statusText}`.trim();
    return new ResponseError({
      message: body ? body.error.message : `Request failed with ${statusLine}`,
      statusCode: response.status,
      statusText: response.statusText,
      body,
    });
  }
}

// Proxies and crashed servers answer HTML or nothing at all; building the error must not fail
// because of that, or the caller would see a parse error instead of the HTTP status.
async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return undefined;
  try {
    const value: unknown = await response.json();
    return isErrorBody(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
