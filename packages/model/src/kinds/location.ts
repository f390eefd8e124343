import { z } from 'zod';
import { CATALOG_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { optionalText, refList } from './specFields';

// A Location naming no target is accepted and reads nothing, as in Backstage's catalog.
export const locationSpecSchema = z.looseObject({
  /** Absent means the type of the location the entity was read from. */
  type: optionalText,
  target: optionalText,
  targets: refList.optional(),
  presence: z.enum(['required', 'optional']).optional(),
});

export type LocationSpec = z.infer<typeof locationSpecSchema>;

export const locationKind: KindDefinition = {
  kind: 'Location',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: locationSpecSchema,
  relationFields: [],
};
