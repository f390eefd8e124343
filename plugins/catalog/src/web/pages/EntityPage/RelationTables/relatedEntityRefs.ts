import type { Entity } from '@atrium/model';
import { tryParseEntityRef } from '../../../entityRoute';
import type { RelationTableDefinition } from './relationTableDefinitions';

/**
 * The targets of the definition's relation on `entity`, each once, in the order the entity lists
 * them; with `onlyTargetKind`, those of the expected kind only.
 */
export function relatedEntityRefs(
  entity: Entity,
  definition: Pick<RelationTableDefinition, 'relation' | 'targetKind' | 'onlyTargetKind'>,
): string[] {
  const refs = new Set<string>();
  for (const relation of entity.relations ?? []) {
    if (relation.type !== definition.relation) continue;
    if (definition.onlyTargetKind && !isOfKind(relation.targetRef, definition.targetKind)) continue;
    refs.add(relation.targetRef);
  }
  return [...refs];
}

function isOfKind(ref: string, kind: string): boolean {
  // Relation targets are full refs, so the default kind below never applies.
  return tryParseEntityRef(ref, kind)?.kind.toLowerCase() === kind;
}
