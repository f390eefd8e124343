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
  dependencyOf: refList.optional(),
});

export type ComponentSpec = z.infer<typeof componentSpecSchema>;

export const componentKind: KindDefinition = {
  kind: 'Component',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: componentSpecSchema,
  relationFields: [
    { field: 'owner', many: false, type: RELATION_OWNED_BY, defaultKind: 'Group' },
    { field: 'system', many: false, type: RELATION_PART_OF, defaultKind: 'System' },
    { field: 'subcomponentOf', many: false, type: RELATION_PART_OF, defaultKind: 'Component' },
    { field: 'providesApis', many: true, type: RELATION_PROVIDES_API, defaultKind: 'API' },
    { field: 'consumesApis', many: true, type: RELATION_CONSUMES_API, defaultKind: 'API' },
    // A dependency can be of any kind, so the ref has to say which.
    { field: 'dependsOn', many: true, type: RELATION_DEPENDS_ON },
    { field: 'dependencyOf', many: true, type: RELATION_DEPENDENCY_OF },
  ],
};
