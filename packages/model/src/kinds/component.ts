import { z } from 'zod';
import {
  RELATION_CONSUMES_API,
  RELATION_DEPENDENCY_OF,
  RELATION_DEPENDS_ON,
  RELATION_OWNED_BY,
  RELATION_PART_OF,
  RELATION_PROVIDES_API,
} from '../entity/relations';
import { CATALOG_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { optionalText, refList, requiredText } from './specFields';

export const componentSpecSchema = z.looseObject({
  type: requiredText,
  lifecycle: requiredText,
  owner: requiredText,
  system: optionalText,
  subcomponentOf: optionalText,
  providesApis: refList.optional(),
  consumesApis: refList.optional(),
  dependsOn: refList.optional(),
  // dependencyOf is not part of the format, yet its refs become relations: see deriveRelations.
});

export type ComponentSpec = z.infer<typeof componentSpecSchema>;

export const componentKind: KindDefinition = {
  kind: 'Component',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: componentSpecSchema,
  relationFields: [
    { field: 'owner', type: RELATION_OWNED_BY, defaultKind: 'Group' },
    { field: 'system', type: RELATION_PART_OF, defaultKind: 'System' },
    { field: 'subcomponentOf', type: RELATION_PART_OF, defaultKind: 'Component' },
    { field: 'providesApis', type: RELATION_PROVIDES_API, defaultKind: 'API' },
    { field: 'consumesApis', type: RELATION_CONSUMES_API, defaultKind: 'API' },
    // A dependency can be of any kind, so the ref has to say which.
    { field: 'dependsOn', type: RELATION_DEPENDS_ON },
    { field: 'dependencyOf', type: RELATION_DEPENDENCY_OF },
  ],
};
