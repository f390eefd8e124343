import type { IncomingMessage } from 'node:http';
import type { ApiPath } from './parseApiPath';
import { forbidden, unauthorized, type KubernetesStatus } from './status';

/** Which resources answer 403: all, none, or those named (`pods`, `pods/log`, `rollouts.argoproj.io`). */
export type ForbiddenRule = boolean | readonly string[];

export interface AccessRules {
  token: string;
  /** Tokens made per request (an EKS token signs the time): accepted when this says so. */
  acceptsToken?: (token: string) => boolean;
  /** The user named in 403 messages. */
  user: string;
  forbidden: ForbiddenRule;
}

const VERBS: Record<string, string> = { GET: 'get', DELETE: 'delete', POST: 'create' };

function isForbidden(rule: ForbiddenRule, resource: string, group: string): boolean {
  if (typeof rule === 'boolean') return rule;
  // An unqualified name covers every group (`pods` also forbids metrics.k8s.io pods).
  return rule.some(entry => entry === resource || entry === `${resource}.${group}`);
}

/** The answer a real API server gives before routing: 401 without the token, 403 without RBAC. */
export function authorize(
  request: IncomingMessage,
  path: ApiPath | undefined,
  rules: AccessRules,
): KubernetesStatus | undefined {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token !== rules.token && !(token && rules.acceptsToken?.(token))) return unauthorized();
  if (path?.type !== 'resource') return undefined;
  const resource = path.subresource ? `${path.resource}/${path.subresource}` : path.resource;
  if (!isForbidden(rules.forbidden, resource, path.group)) return undefined;
  const verb = path.name === undefined ? 'list' : (VERBS[request.method ?? 'GET'] ?? 'get');
  return forbidden(rules.user, verb, resource, path.group, path.namespace);
}
