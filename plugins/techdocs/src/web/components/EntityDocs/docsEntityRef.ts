import {
  getCompoundEntityRef,
  parseEntityRef,
  type CompoundEntityRef,
  type Entity,
} from '@atrium/model';
import { TECHDOCS_ENTITY_ANNOTATION, TECHDOCS_REF_ANNOTATION } from '../../../shared/constants';

/**
 * Whose docs an entity's Docs tab shows: those of the entity `techdocs-entity` names, else its
 * own when it has `techdocs-ref`; undefined when it has neither (spec 001 §5). A malformed
 * `techdocs-entity` throws the model's InputError.
 */
export function docsEntityRef(entity: Entity): CompoundEntityRef | undefined {
  const annotations = entity.metadata.annotations ?? {};
  const other = annotations[TECHDOCS_ENTITY_ANNOTATION]?.trim();
  if (other) {
    const own = getCompoundEntityRef(entity);
    return parseEntityRef(other, { defaultKind: own.kind, defaultNamespace: own.namespace });
  }
  if (annotations[TECHDOCS_REF_ANNOTATION]?.trim()) return getCompoundEntityRef(entity);
  return undefined;
}
