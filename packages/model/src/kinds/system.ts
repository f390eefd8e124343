import { z } from 'zod';
import { RELATION_OWNED_BY, RELATION_PART_OF } from '../entity/relations';
import { CATALOG_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { optionalText, requiredText } from './specFields';

export const systemSpecSchema = z.looseObject({
  owner: requiredText,
  domain: optionalText,
  type: optionalText,
});

export type SystemSpec = z.infer<typeof systemSpecSchema>;

export const systemKind: KindDefinition = {
  kind: 'System',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: systemSpecSchema,
  relationFields: [
    { field: 'owner', type: RELATION_OWNED_BY, defaultKind: 'Group' },
    { field: 'domain', type: RELATION_PART_OF, defaultKind: 'Domain' },
  ],
};
