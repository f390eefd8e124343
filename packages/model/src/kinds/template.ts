import { z } from 'zod';
import { RELATION_OWNED_BY } from '../entity/relations';
import { TEMPLATE_API_VERSIONS } from './apiVersions';
import type { KindDefinition } from './KindDefinition';
import { anyObject, optionalText, requiredText } from './specFields';

export const templateStepSchema = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  action: requiredText,
  input: anyObject.optional(),
  /** A templated condition, or a literal boolean. */
  if: z.union([z.string(), z.boolean()]).optional(),
  /** A templated expression yielding a list, or the list itself. */
  each: z.union([z.string(), z.array(z.unknown())]).optional(),
});

export const templateSpecSchema = z.looseObject({
  type: requiredText,
  owner: optionalText,
  lifecycle: optionalText,
  /** One JSON Schema form, or a list of them shown as separate steps. */
  parameters: z.union([anyObject, z.array(anyObject)]).optional(),
  steps: z.array(templateStepSchema),
  output: anyObject.optional(),
});

export type TemplateStep = z.infer<typeof templateStepSchema>;
export type TemplateSpec = z.infer<typeof templateSpecSchema>;

export const templateKind: KindDefinition = {
  kind: 'Template',
  apiVersions: TEMPLATE_API_VERSIONS,
  specSchema: templateSpecSchema,
  relationFields: [{ field: 'owner', many: false, type: RELATION_OWNED_BY, defaultKind: 'Group' }],
};
