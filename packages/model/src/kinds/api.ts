import { z } from 'zod';
import { RELATION_OWNED_BY, RELATION_PART_OF } from '../entity/relations';
import { CATALOG_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { optionalText, requiredText } from './specFields';

export const apiSpecSchema = z.looseObject({
  type: requiredText,
  lifecycle: requiredText,
  owner: requiredText,
  /** The API description itself (OpenAPI, AsyncAPI, GraphQL SDL, ...), as text. */
  definition: requiredText,
  system: optionalText,
});

export type ApiSpec = z.infer<typeof apiSpecSchema>;

export const apiKind: KindDefinition = {
  kind: 'API',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: apiSpecSchema,
  relationFields: [
    { field: 'owner', type: RELATION_OWNED_BY, defaultKind: 'Group' },
    { field: 'system', type: RELATION_PART_OF, defaultKind: 'System' },
  ],
};
