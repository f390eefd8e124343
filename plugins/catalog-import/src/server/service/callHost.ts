import type { PullRequestStep } from './pullRequestStepError';
import { pullRequestStepError } from './pullRequestStepError';

export interface HostCallOptions {
  /** The host as messages name it: `GitHub`, `Azure DevOps`. */
  hostName: string;
  /** Sent with every call; the Authorization header's secret never reaches a message. */
  headers: Record<string, string>;
  timeoutMs: number;
  /** Texts replaced in any message from the host (the token, should a host echo it). */
  secrets: readonly string[];
}

/** A step, or the step a failure belongs to by the host's status (undefined: unreachable). */
export type StepOf = PullRequestStep | ((hostStatus: number | undefined) => PullRequestStep);

export interface HostCall {
  <T>(step: StepOf, method: string, url: string, body?: unknown): Promise<T>;
}

/** Answers larger than this are not read: the calls here answer a few kilobytes. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Host messages are cut to this length: enough for any of theirs, bounded for our error body. */
const MAX_MESSAGE_CHARS = 300;

/**
 * JSON calls to one host for one pull request: each bounded in time and size, each failure the
 * error of its step with the host's status and message.
 */
export function createHostCall(options: HostCallOptions): HostCall {
  const clean = (text: string) => {
    let result = text;
    for (const secret of options.secrets) {
      if (secret) result = result.split(secret).join('***');
    }
    result = result.replace(/\s+/g, ' ').trim();
    return result.length > MAX_MESSAGE_CHARS ? `${result.slice(0, MAX_MESSAGE_CHARS)}…` : result;
  };
  return async function call<T>(step: StepOf, method: string, url: string, body?: unknown) {
    const stepFor = (status: number | undefined) =>
      typeof step === 'function' ? step(status) : step;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          ...options.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const why = timedOut
        ? `did not answer within ${options.timeoutMs} ms`
        : 'could not be reached';
      throw pullRequestStepError(stepFor(undefined), `${options.hostName} ${why}`);
    }
    const text = await readCapped(response);
    const json = parseJson(text);
    if (!response.ok) {
      const message = clean(hostMessage(json) ?? response.statusText);
      throw pullRequestStepError(
        stepFor(response.status),
        `${options.hostName} answered ${response.status}${message ? ` ${message}` : ''}`,
        response.status,
      );
    }
    if (json === undefined) {
      throw pullRequestStepError(
        stepFor(response.status),
        `${options.hostName} answered ${response.status} without JSON`,
      );
    }
    return json as T;
  };
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      break;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** GitHub's `message` with its validation errors' messages; Azure DevOps' `message`. */
function hostMessage(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { message, errors } = json as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return undefined;
  const details = Array.isArray(errors)
    ? errors
        .map(error => (error as { message?: unknown })?.message)
        .filter((text): text is string => typeof text === 'string')
    : [];
  return details.length ? `${message}: ${details.join('; ')}` : message;
}
