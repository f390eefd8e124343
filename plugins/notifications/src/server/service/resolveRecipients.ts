import { parseEntityRef, stringifyEntityRef, type Entity } from '@atrium/model';
import type { Principal } from '@atrium/server-core';

/** What resolving reads of the catalog. */
export interface EntityLookup {
  getEntityByRef(entityRef: string, options: { principal: Principal }): Promise<Entity | undefined>;
}

/** Bounds a send: a group of groups cannot make it read the whole catalog. */
export const MAX_RECIPIENTS = 10_000;
const MAX_ENTITIES_READ = 2_000;

const ownRefs = (entity: Entity, type: string) =>
  (entity.relations ?? [])
    .filter(relation => relation.type === type)
    .map(relation => relation.targetRef.toLowerCase());

/** `kind:namespace/name` in lower case; an InputError naming a ref that is not one. */
export function normalizedRef(ref: string): string {
  return stringifyEntityRef(parseEntityRef(ref)).toLowerCase();
}

/**
 * The users an entity ref reaches: a user itself; a group its members and those of its child
 * groups; any other entity its owners, resolved the same way. Refs the catalog does not know
 * reach nobody. What `exclude` names is not followed: an excluded user is left out, and so are the
 * members reached only through an excluded group, as Backstage resolves them.
 */
export async function resolveRecipients(
  catalog: EntityLookup,
  principal: Principal,
  entityRefs: readonly string[],
  exclude: readonly string[],
): Promise<string[]> {
  const users = new Set<string>();
  const excluded = new Set(exclude.map(normalizedRef));
  const seen = new Set<string>(excluded);
  const queue = entityRefs.map(normalizedRef);
  while (queue.length > 0 && seen.size < MAX_ENTITIES_READ && users.size < MAX_RECIPIENTS) {
    const ref = queue.shift()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    if (ref.startsWith('user:')) {
      users.add(ref);
      continue;
    }
    const entity = await catalog.getEntityByRef(ref, { principal });
    if (!entity) continue;
    if (entity.kind.toLowerCase() === 'group') {
      queue.push(...ownRefs(entity, 'hasMember'), ...ownRefs(entity, 'parentOf'));
    } else {
      queue.push(...ownRefs(entity, 'ownedBy'));
    }
  }
  return [...users].slice(0, MAX_RECIPIENTS);
}
