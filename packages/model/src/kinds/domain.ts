import { z } from 'zod';
import { RELATION_OWNED_BY, RELATION_PART_OF } from '../entity/relations';
import { CATALOG_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { optionalText, requiredText } from './specFields';

export const domainSpecSchema = z.looseObject({
  owner: requiredText,
  subdomainOf: optionalText,
  type: optionalText,
});

export type DomainSpec = z.infer<typeof domainSpecSchema>;

export const domainKind: KindDefinition = {
  kind: 'Domain',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: domainSpecSchema,
  relationFields: [
    { field: 'owner', type: RELATION_OWNED_BY, defaultKind: 'Group' },
    { field: 'subdomainOf', type: RELATION_PART_OF, defaultKind: 'Domain' },
  ],
};
