import { configSchema, readDurationValue } from '@atrium/server-core';
import { catalogImportConfig } from './catalogImportConfig';

const rules = configSchema
  .objectArray({
    allow: configSchema.stringArray(),
    locations: configSchema
      .objectArray({
        type: configSchema.string(),
        target: configSchema.string().optional(),
        exact: configSchema.string().optional(),
        pattern: configSchema.string().optional(),
      })
      .optional(),
  })
  .optional();

// `false` turns processing off, as in Backstage; anything else must be a duration.
const processingInterval = configSchema.value(value => {
  if (value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'false')) {
    return false as const;
  }
  if (value === true) return { kind: 'value', got: 'true', wanted: 'a duration or false' } as const;
  return readDurationValue(value);
});

/** The catalog's keys, checked at start (spec 001 §8 messages). */
export const catalogConfig = configSchema.object({
  catalog: configSchema
    .object({
      locations: configSchema
        .objectArray({ type: configSchema.string(), target: configSchema.string(), rules })
        .optional(),
      rules,
      processingInterval: processingInterval.optional(),
      import: catalogImportConfig.optional(),
      // Owners are told when an entity's file breaks and when it is fixed (default true).
      notifications: configSchema.object({ enabled: configSchema.boolean().optional() }).optional(),
    })
    .optional(),
});
