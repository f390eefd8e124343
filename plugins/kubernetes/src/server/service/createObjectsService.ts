import type {
  ClusterObjects,
  CustomResourceMatcher,
  KubernetesRequestAuth,
  ObjectsByEntityResponse,
} from '../../shared';
import { clusterAttributes, type ClusterDetails } from '../clusters/ClusterDetails';
import type { ClusterCredentials } from '../clusters/credentials/createClusterCredentials';
import { createClusterClient } from '../fetch/createClusterClient';
import { fetchClusterObjects } from '../fetch/fetchClusterObjects';
import { customResourceType, DEFAULT_OBJECT_TYPES, type ObjectType } from '../fetch/objectTypes';
import type { EntitySelector } from './entitySelector';

export interface ObjectsService {
  /**
   * The entity's workloads (and the configured custom resources) on every cluster that has some
   * or failed to answer.
   */
  workloads(
    selector: EntitySelector,
    auth: KubernetesRequestAuth,
  ): Promise<ObjectsByEntityResponse>;
  /** Only these custom resources, on the same clusters. */
  customResources(
    selector: EntitySelector,
    auth: KubernetesRequestAuth,
    matchers: readonly CustomResourceMatcher[],
  ): Promise<ObjectsByEntityResponse>;
}

export interface ObjectsServiceOptions {
  clusters: () => Promise<readonly ClusterDetails[]>;
  /** Each cluster's token for the caller; a cluster without one answers its FETCH_ERROR. */
  credentials: ClusterCredentials;
  /** `kubernetes.customResources`: listed with every entity's workloads (Argo Rollouts, …). */
  customResources: readonly CustomResourceMatcher[];
  /** How long one cluster may take to answer one list. */
  timeoutMs: number;
}

/**
 * Asks every cluster at once, each with its own timeout: a slow or failing cluster shows up as its
 * errors and never holds back or hides the others' objects.
 */
export function createObjectsService(options: ObjectsServiceOptions): ObjectsService {
  async function onEveryCluster(
    selector: EntitySelector,
    auth: KubernetesRequestAuth,
    objectTypes: readonly ObjectType[],
  ): Promise<ObjectsByEntityResponse> {
    const answers = await Promise.all(
      (await options.clusters()).map(async (cluster): Promise<ClusterObjects> => {
        try {
          const token = await options.credentials.token(cluster, auth);
          const client = createClusterClient(cluster, token, { timeoutMs: options.timeoutMs });
          return await fetchClusterObjects(cluster, client, { ...selector, objectTypes });
        } catch (error) {
          return failedCluster(cluster, error);
        }
      }),
    );
    return { items: answers.filter(hasSomethingToShow) };
  }

  return {
    workloads: (selector, auth) =>
      onEveryCluster(selector, auth, [
        ...DEFAULT_OBJECT_TYPES,
        ...options.customResources.map(customResourceType),
      ]),
    customResources: (selector, auth, matchers) =>
      onEveryCluster(selector, auth, matchers.map(customResourceType)),
  };
}

/**
 * A cluster is in the answer when the entity has objects there or something failed, as in
 * Backstage's: an entity found nowhere gets an empty answer, which the tab shows as such.
 */
function hasSomethingToShow(objects: ClusterObjects): boolean {
  return (
    objects.errors.length > 0 || objects.resources.some(response => response.resources.length > 0)
  );
}

function failedCluster(cluster: ClusterDetails, error: unknown): ClusterObjects {
  return {
    cluster: clusterAttributes(cluster),
    resources: [],
    podMetrics: [],
    errors: [
      { errorType: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) },
    ],
  };
}
