import { z } from 'zod';
import {
  RELATION_DEPENDENCY_OF,
  RELATION_DEPENDS_ON,
  RELATION_OWNED_BY,
  RELATION_PART_OF,
} from '../entity/relations';
import { CATALOG_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { optionalText, refList, requiredText } from './specFields';

export const resourceSpecSchema = z.looseObject({
  type: requiredText,
  owner: requiredText,
  system: optionalText,
  dependsOn: refList.optional(),
  // dependencyOf is not part of the format, yet its refs become relations: see deriveRelations.
});

export type ResourceSpec = z.infer<typeof resourceSpecSchema>;

export const resourceKind: KindDefinition = {
  kind: 'Resource',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: resourceSpecSchema,
  relationFields: [
    { field: 'owner', type: RELATION_OWNED_BY, defaultKind: 'Group' },
    { field: 'system', type: RELATION_PART_OF, defaultKind: 'System' },
    { field: 'dependsOn', type: RELATION_DEPENDS_ON },
    { field: 'dependencyOf', type: RELATION_DEPENDENCY_OF },
  ],
};
