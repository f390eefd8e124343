import { DEFAULT_NAMESPACE, type Entity } from '@atrium/model';

/**
 * The entity's title, else its name, plus ' in {namespace}' outside the default namespace. A
 * User or Group is known by its profile's display name first, as people and teams are.
 */
export function entityPageTitle(entity: Entity): string {
  const title = profileOf(entity).displayName ?? entity.metadata.title ?? entity.metadata.name;
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

/** What a User's or Group's `spec.profile` says about it; every part is optional. */
export interface EntityProfile {
  displayName?: string;
  email?: string;
  picture?: string;
}

export function profileOf(entity: Entity): EntityProfile {
  const profile = entity.spec?.profile;
  if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) return {};
  const text = (key: string) => {
    const value = profile[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return { displayName: text('displayName'), email: text('email'), picture: text('picture') };
}

export type HeaderSpecField = 'owner' | 'lifecycle';

/**
 * The header fields each built-in kind requires, lower-case kind to fields. Kept as data rather
 * than read from the kinds' schemas, which would bring the schema library into the page's bundle;
 * entityHeader.test.ts checks it against those schemas.
 */
export const KIND_HEADER_FIELDS: Readonly<Record<string, readonly HeaderSpecField[]>> = {
  component: ['owner', 'lifecycle'],
  api: ['owner', 'lifecycle'],
  resource: ['owner'],
  system: ['owner'],
  domain: ['owner'],
  group: [],
  user: [],
  location: [],
  template: [],
};

export interface HeaderSpecLabel {
  field: HeaderSpecField;
  /** Undefined when a kind that requires the field lacks it: shown as 'Unknown'. */
  value: string | undefined;
}

/**
 * The owner and lifecycle labels of the header: those the kind requires, and any other the entity
 * states (a Template's optional owner). A Group or User has neither, so it shows neither rather
 * than 'Unknown'.
 */
export function headerSpecLabels(entity: Entity): HeaderSpecLabel[] {
  const required = KIND_HEADER_FIELDS[entity.kind.toLowerCase()] ?? [];
  const fields: HeaderSpecField[] = ['owner', 'lifecycle'];
  return fields
    .map(field => ({ field, value: specString(entity, field) }))
    .filter(label => label.value !== undefined || required.includes(label.field));
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

/** The targets of the entity's relations of one type, in the order the entity lists them. */
export function relationTargets(entity: Entity, type: string): string[] {
  return (entity.relations ?? [])
    .filter(relation => relation.type === type)
    .map(relation => relation.targetRef);
}
