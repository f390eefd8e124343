import type { FuzzRequest } from './generateFuzzRequest';
import type { RawAnswer } from './sendRawRequest';

export interface FuzzLimits {
  /**
   * An answer taking longer than this, to its last byte, is a problem; an event stream lasts as
   * long as what it follows, so for one only its start (the headers) must come within this.
   */
  slowMs: number;
  /** Server-side paths (working directory, repository root) no error message may reveal. */
  hiddenPaths: readonly string[];
}

/** What is wrong with this answer to a hostile request, or undefined when it is acceptable. */
export function findFuzzProblem(
  request: FuzzRequest,
  answer: RawAnswer,
  limits: FuzzLimits,
): string | undefined {
  if (answer.kind === 'dropped') return `connection dropped: ${answer.reason}`;
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  const streamed = String(answer.headers['content-type'] ?? '').startsWith('text/event-stream');
  const tookMs = streamed ? answer.headersMs : answer.totalMs;
  if (tookMs > limits.slowMs) {
    return `answered ${answer.status} after ${Math.round(tookMs)} ms`;
  }
  // Errors of HEAD requests have no body to check; 101 switched to another protocol.
  if (answer.status < 400 || request.method === 'HEAD') return undefined;
  if (isClusterAnswer(request, answer.text)) return undefined;
  // Headers too large or too slow, failing in a later packet than the request line's: the server
  // cannot tell a HEAD (whose client would misread a body) and answers the status alone.
  if ((answer.status === 408 || answer.status === 431) && answer.text === '') return undefined;
  return findErrorBodyProblem(request, answer.status, answer.text, limits.hiddenPaths);
}

/**
 * The Kubernetes proxy passes the cluster's own answer through, as Backstage's does: an error
 * the cluster gives is its `Status` object, not the portal's error body.
 */
function isClusterAnswer(request: FuzzRequest, text: string): boolean {
  if (!request.path.startsWith('/api/kubernetes/proxy/')) return false;
  try {
    const body = JSON.parse(text) as { kind?: unknown; apiVersion?: unknown };
    return body.kind === 'Status' && body.apiVersion === 'v1';
  } catch {
    return false;
  }
}

function findErrorBodyProblem(
  request: FuzzRequest,
  status: number,
  text: string,
  hiddenPaths: readonly string[],
): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} without a JSON error body: ${text.slice(0, 200)}`;
  }
  const {
    error,
    request: echoed,
    response,
  } = (body ?? {}) as {
    error?: { name?: unknown; message?: unknown };
    request?: { method?: unknown; url?: unknown };
    response?: { statusCode?: unknown };
  };
  // Headers too large or too slow are answered from the connection, where the request line is
  // known only when it came in the same chunk as the overflow: then it must be echoed, and
  // otherwise the body has no request part at all (never a wrong one).
  const connectionLevel = (status === 408 || status === 431) && echoed === undefined;
  const shaped =
    typeof error?.name === 'string' &&
    typeof error.message === 'string' &&
    (connectionLevel || (echoed?.method === request.method && echoed.url === request.path)) &&
    response?.statusCode === status;
  if (!shaped)
    return `answered ${status} with a body not in the standard shape: ${text.slice(0, 300)}`;
  const revealed = hiddenPaths.find(hidden => (error.message as string).includes(hidden));
  if (revealed) return `answered ${status} with a message naming the server path ${revealed}`;
  return undefined;
}
