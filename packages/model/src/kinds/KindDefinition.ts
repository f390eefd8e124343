import type { z } from 'zod';
import type { EntityKind } from '../entity/constants';
import type { RelationType } from '../entity/relations';

/**
 * A spec field holding entity refs, and the relation each ref in it stands for. The field may
 * hold one ref or a list of them; `deriveRelations` reads both.
 */
export interface RelationField {
  field: string;
  /** The relation from the entity to the ref; the reverse comes from `RELATION_PAIRS`. */
  type: RelationType;
  /** Absent means the ref must name its kind. */
  defaultKind?: EntityKind;
}

/** Everything Atrium knows about one built-in kind, as data rather than per-kind code. */
export interface KindDefinition {
  kind: EntityKind;
  apiVersions: readonly string[];
  specSchema: z.ZodType;
  relationFields: readonly RelationField[];
}
