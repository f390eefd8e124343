import type { FakeObject, ObjectStore } from '../store/createObjectStore';
import { matchesFields, parseFieldSelector } from './fieldSelector';
import { matchesLabels, parseLabelSelector } from './labelSelector';
import { groupVersionOf, type ResourceType } from './resourceTypes';
import { badRequest, type KubernetesStatus } from './status';

/**
 * A list answer as the API server gives it: `<Kind>List` with the store's resourceVersion and
 * items. Items of built-in kinds carry no apiVersion or kind (the list names them); custom
 * resources keep theirs, as the server answers them.
 */
export function listObjects(
  store: ObjectStore,
  type: ResourceType,
  namespace: string | undefined,
  query: URLSearchParams,
): { code: number; body: object | KubernetesStatus } {
  let filtered: FakeObject[];
  try {
    const labels = parseLabelSelector(query.get('labelSelector') ?? '');
    const fields = parseFieldSelector(query.get('fieldSelector') ?? '');
    filtered = store
      .list(type, namespace)
      .filter(object => matchesLabels(labels, object.metadata.labels))
      .filter(object => matchesFields(fields, object));
  } catch (error) {
    return { code: 400, body: badRequest((error as Error).message) };
  }

  const offset = decodeContinue(query.get('continue'));
  if (offset === undefined) return { code: 400, body: badRequest('invalid continue token') };
  const limit = Number(query.get('limit') ?? '0');
  const end = limit > 0 ? offset + limit : filtered.length;
  const page = filtered.slice(offset, end);
  const remaining = filtered.length - Math.min(end, filtered.length);
  const apiVersion = groupVersionOf(type);
  const custom = isCustom(type);

  return {
    code: 200,
    body: {
      kind: `${type.kind}List`,
      apiVersion,
      metadata: {
        resourceVersion: store.resourceVersion(),
        ...(remaining > 0 ? { continue: encodeContinue(end), remainingItemCount: remaining } : {}),
      },
      items: page.map(object => {
        if (custom) return { ...object, apiVersion };
        const { apiVersion: _version, kind: _kind, ...rest } = object;
        return rest;
      }),
    },
  };
}

/** Groups a cluster defines itself; everything else is installed by a CRD. */
const BUILT_IN_GROUPS = new Set([
  '',
  'apps',
  'autoscaling',
  'batch',
  'networking.k8s.io',
  'metrics.k8s.io',
]);
const isCustom = (type: ResourceType): boolean => !BUILT_IN_GROUPS.has(type.group);

function encodeContinue(offset: number): string {
  return Buffer.from(JSON.stringify({ offset }), 'utf8').toString('base64url');
}

function decodeContinue(token: string | null): number | undefined {
  if (!token) return 0;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    const offset = (parsed as { offset?: unknown }).offset;
    return typeof offset === 'number' && offset >= 0 ? offset : undefined;
  } catch {
    return undefined;
  }
}
