import { DEFAULT_NAMESPACE, type Entity } from '@atrium/model';

/** Spec 001 §2: entity title, else name, plus ' in {namespace}' outside the default namespace. */
export function entityPageTitle(entity: Entity): string {
  const title = entity.metadata.title ?? entity.metadata.name;
  const namespace = entity.metadata.namespace ?? DEFAULT_NAMESPACE;
  return namespace === DEFAULT_NAMESPACE ? title : `${title} in ${namespace}`;
}

/** Spec 001 §2: the kind, then the spec type when there is one. */
export function entityPageSubtitle(entity: Entity): string {
  const type = entity.spec?.type;
  return typeof type === 'string' && type !== '' ? `${entity.kind} — ${type}` : entity.kind;
}

export function specString(entity: Entity, field: string): string | undefined {
  const value = entity.spec?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Relations grouped by type, types and targets in a stable order. */
export function groupRelations(entity: Entity): Array<{ type: string; targetRefs: string[] }> {
  const byType = new Map<string, string[]>();
  for (const relation of entity.relations ?? []) {
    byType.set(relation.type, [...(byType.get(relation.type) ?? []), relation.targetRef]);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, targetRefs]) => ({ type, targetRefs: targetRefs.sort() }));
}
