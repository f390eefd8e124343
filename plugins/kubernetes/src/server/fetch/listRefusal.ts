import type { KubernetesErrorType, KubernetesFetchError } from '../../shared';

/** A list the cluster refused (spec 000 §3): its path without the query, and its status. */
export function listRefusal(path: string, status: number): KubernetesFetchError {
  return { errorType: errorTypeOf(status), resourcePath: path.split('?')[0], statusCode: status };
}

/**
 * Backstage's types: 400, 401, 404 and 500 have one each, any other status (403, 503, …) is
 * UNKNOWN_ERROR; the status code beside it tells the tab's reader which.
 */
function errorTypeOf(status: number): Exclude<KubernetesErrorType, 'FETCH_ERROR'> {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED_ERROR';
  if (status === 404) return 'NOT_FOUND';
  if (status === 500) return 'SYSTEM_ERROR';
  return 'UNKNOWN_ERROR';
}
