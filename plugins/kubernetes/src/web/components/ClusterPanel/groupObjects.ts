import type { ClusterObjects, FetchResponseType, KubernetesObject } from '../../../shared/contract';

export interface GroupedObjects {
  of(type: FetchResponseType): KubernetesObject[];
  /** Objects of `type` an owner of `ownerKind` created, e.g. a deployment's replica sets. */
  ownedBy(type: FetchResponseType, owner: KubernetesObject, ownerKind: string): KubernetesObject[];
}

function ownerKey(kind: string, namespace: string | undefined, name: string | undefined) {
  return `${kind}/${namespace ?? ''}/${name ?? ''}`;
}

/**
 * A cluster's objects by type and by owner, indexed once so a panel of hundreds of pods finds a
 * workload's pods without scanning them all per workload.
 */
export function groupObjects(objects: ClusterObjects): GroupedObjects {
  const byType = new Map<FetchResponseType, KubernetesObject[]>();
  for (const response of objects.resources) {
    byType.set(response.type, [...(byType.get(response.type) ?? []), ...response.resources]);
  }
  const owned = new Map<string, KubernetesObject[]>();
  for (const [type, list] of byType) {
    for (const object of list) {
      for (const ref of object.metadata?.ownerReferences ?? []) {
        const key = `${type}:${ownerKey(ref.kind, object.metadata?.namespace, ref.name)}`;
        owned.set(key, [...(owned.get(key) ?? []), object]);
      }
    }
  }
  return {
    of: type => byType.get(type) ?? [],
    ownedBy: (type, owner, ownerKind) =>
      owned.get(
        `${type}:${ownerKey(ownerKind, owner.metadata?.namespace, owner.metadata?.name)}`,
      ) ?? [],
  };
}

/** The pods of a deployment or rollout are those of its replica sets. */
export function podsViaReplicaSets(
  grouped: GroupedObjects,
  owner: KubernetesObject,
  ownerKind: 'Deployment' | 'Rollout',
): KubernetesObject[] {
  return grouped
    .ownedBy('replicasets', owner, ownerKind)
    .flatMap(replicaSet => grouped.ownedBy('pods', replicaSet, 'ReplicaSet'));
}
