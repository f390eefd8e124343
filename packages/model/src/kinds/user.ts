import { z } from 'zod';
import { RELATION_MEMBER_OF } from '../entity/relations';
import { CATALOG_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { profileSchema, refList } from './specFields';

export const userSpecSchema = z.looseObject({
  profile: profileSchema.optional(),
  /** Must be present, even when empty, as in Backstage's catalog. */
  memberOf: refList,
});

export type UserSpec = z.infer<typeof userSpecSchema>;

export const userKind: KindDefinition = {
  kind: 'User',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: userSpecSchema,
  relationFields: [{ field: 'memberOf', type: RELATION_MEMBER_OF, defaultKind: 'Group' }],
};
