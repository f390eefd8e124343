import { z } from 'zod';
import { RELATION_CHILD_OF, RELATION_HAS_MEMBER, RELATION_PARENT_OF } from '../entity/relations';
import { CATALOG_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { optionalText, profileSchema, refList, requiredText } from './specFields';

export const groupSpecSchema = z.looseObject({
  type: requiredText,
  profile: profileSchema.optional(),
  parent: optionalText,
  /** Must be present, even when empty, as in the catalog-info.yaml format. */
  children: refList,
  members: refList.optional(),
});

export type GroupSpec = z.infer<typeof groupSpecSchema>;

export const groupKind: KindDefinition = {
  kind: 'Group',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: groupSpecSchema,
  relationFields: [
    { field: 'parent', type: RELATION_CHILD_OF, defaultKind: 'Group' },
    { field: 'children', type: RELATION_PARENT_OF, defaultKind: 'Group' },
    { field: 'members', type: RELATION_HAS_MEMBER, defaultKind: 'User' },
  ],
};
