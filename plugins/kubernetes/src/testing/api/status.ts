/** Kubernetes' `Status` object: what the API server answers for every error (and exec's end). */
export interface KubernetesStatus {
  kind: 'Status';
  apiVersion: 'v1';
  metadata: Record<string, never>;
  status: 'Success' | 'Failure';
  message?: string;
  reason?: string;
  details?: { name?: string; group?: string; kind?: string; causes?: unknown[] };
  code: number;
}

export function failure(
  code: number,
  reason: string,
  message: string,
  details?: KubernetesStatus['details'],
): KubernetesStatus {
  return {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message,
    reason,
    ...(details ? { details } : {}),
    code,
  };
}

export const unauthorized = (): KubernetesStatus => failure(401, 'Unauthorized', 'Unauthorized');

export const notFound = (resource: string, name: string, group = ''): KubernetesStatus =>
  failure(404, 'NotFound', `${resource}${group ? `.${group}` : ''} "${name}" not found`, {
    name,
    ...(group ? { group } : {}),
    kind: resource,
  });

export const pathNotFound = (): KubernetesStatus =>
  failure(404, 'NotFound', 'the server could not find the requested resource', {});

export const badRequest = (message: string): KubernetesStatus =>
  failure(400, 'BadRequest', message);

export const internalError = (): KubernetesStatus =>
  failure(500, 'InternalError', 'an error on the server has prevented the request from succeeding');

export const unavailable = (): KubernetesStatus =>
  failure(503, 'ServiceUnavailable', 'the server is currently unable to handle the request');

/** The message a real API server gives a service account without the RBAC rule. */
export function forbidden(
  user: string,
  verb: string,
  resource: string,
  group: string,
  namespace: string | undefined,
): KubernetesStatus {
  const scope = namespace ? `in the namespace "${namespace}"` : 'at the cluster scope';
  const [plural = resource, subresource] = resource.split('/');
  return failure(
    403,
    'Forbidden',
    `${plural}${group ? `.${group}` : ''} is forbidden: User "${user}" cannot ${verb} resource "${resource}" in API group "${group}" ${scope}`,
    { ...(group ? { group } : {}), kind: subresource ? plural : resource },
  );
}
