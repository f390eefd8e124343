import type { CustomResourceMatcher, FetchResponseType } from '../../shared';

/** One kind of object an entity's answer lists, and where the API serves it. */
export interface ObjectType {
  type: FetchResponseType;
  /** The list path across namespaces; `/namespaces/{ns}` goes before the resource name. */
  group: string;
  plural: string;
}

/**
 * Spec 000 §3: the kinds listed for an entity, in the order the answer gives them: Backstage's
 * default list, so the same entity gets the same answer from both.
 */
export const DEFAULT_OBJECT_TYPES: readonly ObjectType[] = [
  { type: 'pods', group: '/api/v1', plural: 'pods' },
  { type: 'services', group: '/api/v1', plural: 'services' },
  { type: 'configmaps', group: '/api/v1', plural: 'configmaps' },
  { type: 'limitranges', group: '/api/v1', plural: 'limitranges' },
  { type: 'resourcequotas', group: '/api/v1', plural: 'resourcequotas' },
  { type: 'deployments', group: '/apis/apps/v1', plural: 'deployments' },
  { type: 'replicasets', group: '/apis/apps/v1', plural: 'replicasets' },
  {
    type: 'horizontalpodautoscalers',
    group: '/apis/autoscaling/v2',
    plural: 'horizontalpodautoscalers',
  },
  { type: 'jobs', group: '/apis/batch/v1', plural: 'jobs' },
  { type: 'cronjobs', group: '/apis/batch/v1', plural: 'cronjobs' },
  { type: 'ingresses', group: '/apis/networking.k8s.io/v1', plural: 'ingresses' },
  { type: 'statefulsets', group: '/apis/apps/v1', plural: 'statefulsets' },
  { type: 'daemonsets', group: '/apis/apps/v1', plural: 'daemonsets' },
];

/** A custom resource's list path; the core group (`group: ''`, e.g. pods) lives under `/api`. */
export function customResourceType(matcher: CustomResourceMatcher): ObjectType {
  return {
    type: 'customresources',
    group: matcher.group
      ? `/apis/${matcher.group}/${matcher.apiVersion}`
      : `/api/${matcher.apiVersion}`,
    plural: matcher.plural,
  };
}

/** The list path of a kind, in one namespace or all of them, narrowed by a label selector. */
export function listPath(
  objectType: Pick<ObjectType, 'group' | 'plural'>,
  labelSelector: string,
  namespace?: string,
): string {
  const scope = namespace ? `/namespaces/${encodeURIComponent(namespace)}` : '';
  return `${objectType.group}${scope}/${objectType.plural}?labelSelector=${encodeURIComponent(labelSelector)}`;
}
