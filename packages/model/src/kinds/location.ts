import { z } from 'zod';
import { CATALOG_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { optionalText, refList } from './specFields';

export const locationSpecSchema = z
  .looseObject({
    /** Absent means the type of the location the entity was read from. */
    type: optionalText,
    target: optionalText,
    targets: refList.optional(),
    presence: z.enum(['required', 'optional']).optional(),
  })
  // A Location that points nowhere is always a mistake, so one of the two must be there.
  .refine(spec => spec.target !== undefined || spec.targets !== undefined, {
    error: 'spec.target or spec.targets is required',
  });

export type LocationSpec = z.infer<typeof locationSpecSchema>;

export const locationKind: KindDefinition = {
  kind: 'Location',
  apiVersions: CATALOG_API_VERSIONS,
  specSchema: locationSpecSchema,
  relationFields: [],
};
